import { Badge, Group, Text } from "@mantine/core";
import type { TClient } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { formatDay, isLicenceExpired } from "./licence";
import { clientResource } from "./resource";

/** Spec: the licence column shows when it ends; an expired one says so. */
function LicenceCell({ record }: { record: TResourceRecord }) {
  const { t, i18n } = useTranslation();
  const licence = record.licence as TClient["licence"];
  if (!licence)
    return (
      <Text size="sm" c="dimmed">
        {t("clients.licence.noLicence")}
      </Text>
    );
  const day = licence.expiration_date;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{day ? formatDay(day, i18n.language) : t("common.na")}</Text>
      {isLicenceExpired(day) && (
        <Badge color="red" variant="light" size="sm">
          {t("clients.licence.expired")}
        </Badge>
      )}
    </Group>
  );
}

const columns: readonly TResourceColumn[] = [
  { key: "logo", width: 80 },
  { key: "name" },
  { key: "default_date_format" },
  { key: "licence", render: (record) => <LicenceCell record={record} /> },
];

export function ClientsListPage() {
  return <ResourceList resource={clientResource} columns={columns} />;
}
