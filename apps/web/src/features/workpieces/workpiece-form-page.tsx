import { Anchor, Loader, Stack, Table, Tabs, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { displayedInnerDiameter, HEAT_CERTIFICATE_TYPES, isPipe, WORKPIECE_CERTIFICATE_TYPE, workpieces } from "@weldtrace/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { useReferenceOptions, useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { formatDate } from "../../i18n/format";
import { useSession } from "../../session/session";
import { useWorkpieceDelete } from "./dialogs";
import { useWorkpieceUnits, workpieceUnitFields } from "./workpiece-units";

/** Text typed in a number input ("12,75" on a French keyboard) as a number, or null. */
const typedNumber = (value: unknown): number | null => {
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value.trim().replace(",", "."));
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * Spec §5: outer diameter only for a PIPE, UNS numbers only for a CRA; the nominal inner diameter is derived.
 * Numbers are shown and typed in the client's default unit system (as the import reads them) and stored in
 * mm, m and kg (WORKPIECE_UNIT_FIELDS).
 */
function WorkpieceForm({ mode }: { mode: "create" | "edit" }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  // The stored name (PIPE), not the label a French reader sees ("Tube"): the PIPE rule reads the name.
  const types = useReferenceRows("workpieceType");
  const session = useSession();
  const { units, ready } = useWorkpieceUnits();
  const typeName = (values: TValues) => {
    const name = types.data?.find((row) => row.id === values.type)?.name;
    return typeof name === "string" ? name : undefined;
  };
  const parent = params.get("parent");
  const unitFields = useMemo(() => workpieceUnitFields(units), [units]);
  // Spec §8: as on the list, a workpiece with children or edges is not deleted; a modal says why.
  const { deleteRecord, modal: deleteBlockedModal } = useWorkpieceDelete(workpieces);
  // The values are converted once, on load: wait for the unit system.
  if (!ready) return <Loader data-testid="workpiece-units-loading" />;
  return (
    <>
      <ResourceFormPage
        // Values are converted when the form opens: another unit system opens it afresh.
        key={JSON.stringify(units)}
        resource={workpieces}
        mode={mode}
        onDelete={deleteRecord}
        defaults={parent ? { parent } : undefined}
        unitFields={unitFields}
        hiddenFields={(values) => [...(isPipe(typeName(values)) ? [] : ["outer_diameter"]), ...(values.is_cra ? [] : ["uns_numbers"])]}
        // Spec §5: a PIPE needs its outer diameter (the field shows only for one), marked as the other required ones.
        fieldProps={(values) => ({
          outer_diameter: { required: isPipe(typeName(values)) && session.can("production", mode === "create" ? "create" : "update") },
        })}
        afterField={(values) => {
          if (!isPipe(typeName(values))) return {};
          const inner = displayedInnerDiameter(
            { outer_diameter: typedNumber(values.outer_diameter), wall_thickness: typedNumber(values.wall_thickness) },
            units,
          );
          return {
            wall_thickness: (
              <TextInput
                label={`${t("workpieces.nominalInnerDiameter")} (${units.outer_diameter})`}
                value={
                  inner === null ? "" : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, useGrouping: false }).format(inner)
                }
                readOnly
                variant="filled"
                description={t("workpieces.nominalInnerDiameterHint")}
                data-testid="field-nominal_inner_diameter"
              />
            ),
          };
        }}
      />
      {deleteBlockedModal}
    </>
  );
}

type TDocumentRow = { id: string; name?: unknown; type?: unknown; expired_at?: unknown; filename?: unknown };
type TDocumentLine = { document: TDocumentRow; source: string };

/** Documents as a table: name, type, where it comes from (the workpiece or its heat), expiry, file. */
function DocumentsTable({ lines, testId }: { lines: TDocumentLine[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const types = useReferenceOptions("documentType");
  if (lines.length === 0)
    return (
      <Text c="dimmed" data-testid={testId}>
        {t("common.noData")}
      </Text>
    );
  const typeName = (id: unknown) => types.data?.find((option) => option.value === id)?.label ?? "";
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("resources.fields.name")}</Table.Th>
          <Table.Th>{t("resources.fields.type")}</Table.Th>
          <Table.Th>{t("workpieces.certificates.source")}</Table.Th>
          <Table.Th>{t("resources.fields.expired_at")}</Table.Th>
          <Table.Th>{t("resources.fields.file")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map(({ document, source }) => (
          <Table.Tr key={`${source}-${document.id}`}>
            <Table.Td>
              <Anchor component={Link} to={`/documents/${document.id}/edit`}>
                {String(document.name ?? "")}
              </Anchor>
            </Table.Td>
            <Table.Td>{typeName(document.type)}</Table.Td>
            <Table.Td>{source}</Table.Td>
            <Table.Td>{formatDate(document.expired_at, i18n.language)}</Table.Td>
            <Table.Td>{typeof document.filename === "string" ? document.filename : ""}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const idsOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * The workpiece's documents and its heat's, with their type names, from the client's lists. Spec §3: a
 * workpiece's documents are its "workpiece certificate"; a heat's documents are its heat certificates.
 */
function useWorkpieceDocuments(record: TResourceRecord | undefined) {
  const { t } = useTranslation();
  const documents = useReferenceRows<TDocumentRow & { id: string }>("document");
  const heats = useReferenceRows("workpieceHeat");
  const types = useReferenceRows("documentType");
  // The seeded type's name (as the server seeds it), whatever language the type is shown in.
  const typeNameOf = (document: TDocumentRow) => {
    const type = types.data?.find((row) => row.id === document.type);
    return type?.is_system === true ? type.name : undefined;
  };
  const find = (id: string) => documents.data?.find((row) => row.id === id);
  const heat = heats.data?.find((row) => row.id === record?.heat);
  const own = idsOf(record?.documents).flatMap((id) => {
    const document = find(id);
    return document ? [{ document, source: t("workpieces.certificates.workpiece") }] : [];
  });
  const heatNo = String(heat?.heat_no ?? "");
  const ofHeat = idsOf(heat?.documents).flatMap((id) => {
    const document = find(id);
    return document ? [{ document, source: t("workpieces.certificates.heat", { heat: heatNo }) }] : [];
  });
  return { own, ofHeat, heatNo, typeNameOf };
}

/** Certificates: the workpiece's documents of type "Workpiece certificate" and its heat's "Workpiece heat certificate". */
function CertificatesTab({ record }: { record: TResourceRecord | undefined }) {
  const { own, ofHeat, typeNameOf } = useWorkpieceDocuments(record);
  const lines = [
    ...own.filter((line) => typeNameOf(line.document) === WORKPIECE_CERTIFICATE_TYPE),
    ...ofHeat.filter((line) => typeNameOf(line.document) === HEAT_CERTIFICATE_TYPES.workpieceHeat),
  ];
  return <DocumentsTable lines={lines} testId="workpiece-certificates" />;
}

function DocumentsTab({ record }: { record: TResourceRecord | undefined }) {
  const { own } = useWorkpieceDocuments(record);
  return <DocumentsTable lines={own} testId="workpiece-documents" />;
}

/** The heat (number, link) and its documents. */
function HeatsTab({ record }: { record: TResourceRecord | undefined }) {
  const { t } = useTranslation();
  const { ofHeat, heatNo } = useWorkpieceDocuments(record);
  if (!record?.heat) return <Text c="dimmed">{t("common.noData")}</Text>;
  return (
    <Stack>
      <Text>
        {t("resources.fields.heat")}:{" "}
        <Anchor component={Link} to={`/workpiece-heats/${String(record.heat)}/edit`} data-testid="workpiece-heat">
          {heatNo}
        </Anchor>
      </Text>
      <DocumentsTable lines={ofHeat} testId="workpiece-heat-documents" />
    </Stack>
  );
}

/** Spec §2 detail tabs: details, children, documents, certificates, heats, comments. */
export function WorkpieceDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { deleteRecord: deleteChild, modal: deleteBlockedModal } = useWorkpieceDelete(workpieces);
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
          onDelete={deleteChild}
        />
        {deleteBlockedModal}
      </Tabs.Panel>
      <Tabs.Panel value="documents">
        <DocumentsTab record={data} />
      </Tabs.Panel>
      <Tabs.Panel value="certificates">
        <CertificatesTab record={data} />
      </Tabs.Panel>
      <Tabs.Panel value="heats">
        <HeatsTab record={data} />
      </Tabs.Panel>
      <Tabs.Panel value="comments">
        <Text style={{ whiteSpace: "pre-wrap" }}>{data?.comment ? String(data.comment) : t("common.noData")}</Text>
      </Tabs.Panel>
    </Tabs>
  );
}

export const WorkpieceCreatePage = () => <WorkpieceForm mode="create" />;
