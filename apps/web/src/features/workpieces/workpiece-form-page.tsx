import { Stack, Tabs, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { isPipe, nominalInnerDiameter, workpieces } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { ReferenceValue } from "../../components/resource/field-value";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";

/** Spec §5: outer diameter only for a PIPE, UNS numbers only for a CRA; the nominal inner diameter is derived. */
function WorkpieceForm({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const types = useReferenceOptions("workpieceType");
  const typeName = (values: TValues) => types.data?.find((option) => option.value === values.type)?.label;
  const parent = params.get("parent");
  return (
    <ResourceFormPage
      resource={workpieces}
      mode={mode}
      defaults={parent ? { parent } : undefined}
      hiddenFields={(values) => [...(isPipe(typeName(values)) ? [] : ["outer_diameter"]), ...(values.is_cra ? [] : ["uns_numbers"])]}
      fieldProps={(values) => {
        const inner = nominalInnerDiameter(
          { value: typeof values.outer_diameter === "number" ? values.outer_diameter : Number(values.outer_diameter) || null, unit: "mm" },
          { value: typeof values.wall_thickness === "number" ? values.wall_thickness : Number(values.wall_thickness) || null, unit: "mm" },
        );
        return inner === null ? {} : { wall_thickness: { description: `${t("workpieces.nominalInnerDiameter")}: ${inner} mm` } };
      }}
    />
  );
}

function RecordReferences({ record, field, target }: { record: TResourceRecord | undefined; field: string; target: string }) {
  const { t } = useTranslation();
  const value = record?.[field];
  if (!value || (Array.isArray(value) && value.length === 0)) return <Text c="dimmed">{t("common.noData")}</Text>;
  return <ReferenceValue field={{ key: field, kind: "references", target }} value={value} separator=" - " />;
}

/** Spec §2 detail tabs: details, children, documents, certificates, heats, comments. */
export function WorkpieceDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const record = useQuery({
    queryKey: queryKeys.item(workpieces.path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(workpieces.path, id),
  });
  const data = record.data;
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        {(["details", "children", "documents", "certificates", "heats", "comments"] as const).map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
            {t(`workpieces.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="details">
        <WorkpieceForm mode="edit" />
      </Tabs.Panel>
      <Tabs.Panel value="children">
        <ResourceList
          resource={workpieces}
          filters={{ parent: id }}
          title={t("workpieces.tabs.children")}
          openTo={(child) => `/workpieces/${child.id}/edit`}
          createTo={`/workpieces/create?parent=${id}`}
        />
      </Tabs.Panel>
      <Tabs.Panel value="documents">
        <RecordReferences record={data} field="documents" target="document" />
      </Tabs.Panel>
      <Tabs.Panel value="certificates">
        <Stack>
          <RecordReferences record={data} field="documents" target="document" />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="heats">
        <RecordReferences record={data} field="heat" target="workpieceHeat" />
      </Tabs.Panel>
      <Tabs.Panel value="comments">
        <Text style={{ whiteSpace: "pre-wrap" }}>{data?.comment ? String(data.comment) : t("common.noData")}</Text>
      </Tabs.Panel>
    </Tabs>
  );
}

export const WorkpieceCreatePage = () => <WorkpieceForm mode="create" />;
