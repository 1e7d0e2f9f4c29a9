import { Badge, Button, SegmentedControl, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { TListParams } from "../../api/resource-provider";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { useAction } from "../../components/use-action";
import { exportUsersPdf, groupLabel } from "./export-users";
import { userResource } from "./resource";

/** Spec: the users list can be exported to PDF; every row of the current search, not only this page. */
function ExportButton({ query, machines }: { query: TListParams; machines: boolean }) {
  const { t, i18n } = useTranslation();
  const exportPdf = useAction({ action: "export-users", success: t("users.export.done"), errorTitle: t("users.export.failed") });
  const run = () => exportPdf.run(() => exportUsersPdf(query, machines, t, i18n.language));
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={exportPdf.pending}
      onClick={run}
      data-testid="users-export-pdf"
    >
      {t("users.export.button")}
    </Button>
  );
}

/** People and edge servers (machines) are listed apart; the choice lives in the URL (?is_machine=true). */
export function UsersListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const machines = searchParams.get("is_machine") === "true";

  const showMachines = (next: boolean) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set("is_machine", "true");
        else params.delete("is_machine");
        params.delete("page");
        return params;
      },
      { replace: true },
    );

  const columns: readonly TResourceColumn[] = [
    { key: "last_name" },
    { key: "first_name" },
    { key: "email" },
    { key: "client", render: (record) => <Text size="sm">{String(record.client_name ?? "")}</Text> },
    { key: "group", render: (record) => <Text size="sm">{groupLabel(t, String(record.group_name ?? ""))}</Text> },
    // Edge servers: the project each one feeds.
    ...(machines ? [{ key: "project" } as const] : []),
    {
      key: "role",
      width: 90,
      render: (record) =>
        record.role === true ? (
          <Badge variant="light" color="orange" size="sm">
            {t("common.yes")}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t("common.no")}
          </Text>
        ),
    },
  ];

  return (
    <ResourceList
      resource={userResource}
      columns={columns}
      filters={{ is_machine: machines ? "true" : "false" }}
      toolbar={(query) => (
        <>
          <SegmentedControl
            aria-label={t("users.kinds.label")}
            value={machines ? "machines" : "people"}
            onChange={(value) => showMachines(value === "machines")}
            data={[
              { value: "people", label: t("users.kinds.people") },
              { value: "machines", label: t("users.kinds.machines") },
            ]}
            data-testid="users-kind"
          />
          <ExportButton query={query} machines={machines} />
        </>
      )}
    />
  );
}
