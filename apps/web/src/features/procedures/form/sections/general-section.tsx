import { Anchor, Divider, Input, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DATE_FORMATS } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useReferenceRows } from "../../../../components/resource/fields/use-reference-options";
import { formatDateTime } from "../../../../i18n/format";
import { procedureApi, procedureKeys } from "../../api";
import { newRow, reexpressDraft } from "../../draft";
import { PROCEDURE_ROUTES } from "../../resource";
import { useUnitSystem } from "../../use-unit-system";
import { DraftFields, type TControl } from "../controls";
import { ROOT, useProcedureForm } from "../form-context";
import { RowsSection } from "../rows-section";

/** WPS or pWPS (spec §4: by is_wps). */
function KindControl() {
  const { t } = useTranslation();
  const form = useProcedureForm();
  return (
    <Input.Wrapper label={t("procedures.fields.kind")}>
      <div>
        <SegmentedControl
          mt={4}
          disabled={form.readOnly}
          value={form.draft.is_wps === true ? "wps" : "pwps"}
          onChange={(value) => form.update((draft) => ({ ...draft, is_wps: value === "wps" }))}
          data={[
            { value: "pwps", label: t("procedures.form.pwps") },
            { value: "wps", label: t("procedures.form.wps") },
          ]}
          data-testid="field-is_wps"
        />
      </div>
    </Input.Wrapper>
  );
}

/** The procedure this one was revised or duplicated from, and why. */
function Lineage() {
  const { t, i18n } = useTranslation();
  const form = useProcedureForm();
  const source = typeof form.draft.forked_from === "string" ? form.draft.forked_from : null;
  const procedure = useQuery({
    queryKey: procedureKeys.item(source ?? ""),
    queryFn: () => procedureApi.get(source ?? ""),
    enabled: Boolean(source),
    retry: false,
  });
  if (!source) return null;
  const name = procedure.data?.name;
  const at = typeof form.draft.forked_at === "string" ? new Date(form.draft.forked_at) : null;
  return (
    <Text size="sm" c="dimmed">
      {t("procedures.form.forkedFrom")}{" "}
      <Anchor component={Link} to={PROCEDURE_ROUTES.edit(source)} size="sm" underline="always">
        {typeof name === "string" ? name : t("procedures.form.openSource")}
      </Anchor>
      {at && !Number.isNaN(at.getTime())
        ? ` ${t("procedures.form.forkedAt", { date: formatDateTime(at, i18n.language, { seconds: false }) })}`
        : ""}
    </Text>
  );
}

/** General section (spec §3 "Procedure"), with the custom attributes. */
export function GeneralSection() {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const unitSystems = useUnitSystem(typeof form.draft.uom === "string" ? form.draft.uom : null);
  const projects = useReferenceRows("project");

  /** Another unit system: every value keeps its quantity and is shown in the new units. */
  const changeUnitSystem = (next: string | null) =>
    form.update(
      (draft) =>
        reexpressDraft(
          { ...draft, uom: next, _uomChosen: true },
          unitSystems.unitsOf(draft.uom as string | null),
          unitSystems.unitsOf(next),
        ),
      ["uom"],
    );

  /**
   * A procedure without its own unit system takes its project's; so does a new one whose unit system is
   * still the client's default, not picked by hand (a procedure of a US customary project is typed in inches).
   */
  const changeProject = (next: string | null) => {
    const projectUom = projects.data?.find((row) => row.id === next)?.uom;
    const automatic = !form.draft.uom || (!form.draft.id && form.draft._uomChosen !== true);
    if (automatic && typeof projectUom === "string" && projectUom !== form.draft.uom) {
      form.update(
        (draft) =>
          reexpressDraft(
            { ...draft, project: next, uom: projectUom },
            unitSystems.unitsOf(draft.uom as string | null),
            unitSystems.unitsOf(projectUom),
          ),
        ["project", "uom"],
      );
    } else form.update((draft) => ({ ...draft, project: next }), ["project"]);
  };

  const controls: TControl[] = [
    { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
    {
      type: "select",
      key: "date_format",
      label: t("procedures.fields.date_format"),
      options: DATE_FORMATS.map((format) => ({ value: format, label: format })),
      required: true,
    },
    { type: "custom", key: "is_wps", render: () => <KindControl /> },
    {
      type: "reference",
      key: "project",
      label: t("procedures.fields.project"),
      target: "project",
      onChange: (next) => changeProject(typeof next === "string" ? next : null),
    },
    {
      type: "reference",
      key: "uom",
      label: t("procedures.fields.uom"),
      target: "uom",
      onChange: (next) => changeUnitSystem(typeof next === "string" ? next : null),
    },
    { type: "reference", key: "type", label: t("procedures.fields.procedureType"), target: "procedureType" },
    { type: "references", key: "welds_classes", label: t("procedures.fields.welds_classes"), target: "weldClass" },
    { type: "reference", key: "qualification_method", label: t("procedures.fields.qualification_method"), target: "qualificationMethod" },
    { type: "switch", key: "supported_by_pqr", label: t("procedures.fields.supported_by_pqr") },
    { type: "file", key: "wps_document", label: t("procedures.fields.wps_document"), fileKind: "general" },
    { type: "file", key: "assembly_drawing", label: t("procedures.fields.assembly_drawing"), fileKind: "general" },
    { type: "switch", key: "is_reference", label: t("procedures.fields.is_reference") },
    { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
    { type: "textarea", key: "fork_reason", label: t("procedures.fields.fork_reason"), hidden: !form.draft.forked_from },
  ];

  return (
    <Stack gap="lg">
      <Lineage />
      <DraftFields path={ROOT} controls={controls} />
      <Divider />
      <Title order={4}>{t("procedures.rows.customAttributes")}</Title>
      <RowsSection
        list="custom_attribute"
        addLabel={t("procedures.rows.addCustomAttribute")}
        createRow={() => newRow("custom_attribute")}
        rowTitle={(row) => (typeof row.value === "string" ? row.value : "")}
        renderRow={(path) => (
          <DraftFields
            path={path}
            cols={{ base: 1, sm: 2 }}
            controls={[
              {
                type: "reference",
                key: "custom_attribute_name",
                label: t("procedures.fields.custom_attribute_name"),
                target: "customAttributeName",
                required: true,
              },
              { type: "text", key: "value", label: t("procedures.fields.value") },
            ]}
          />
        )}
      />
    </Stack>
  );
}
