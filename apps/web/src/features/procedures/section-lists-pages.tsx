import { ActionIcon, Text, Tooltip } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { bevelDimensionList, bevelList, coolingList, timeLapseList } from "@weldtrace/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReferenceValue } from "../../components/resource/field-value";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord, TWebResource } from "../../components/resource/types";
import { formatNumber } from "../../i18n/format";
import { SettingsTabs } from "../catalogues/settings-tabs";

const text = (value: unknown) => (typeof value === "string" ? value : "");
/** Where a row is edited: its procedure's form, at the section the row belongs to. */
const procedureSection = (record: TResourceRecord, section: string) => `/procedures/${text(record.procedure)}/edit?section=${section}`;

/**
 * A settings list of one procedure section across the client's procedures (decisions.md "Settings lists of procedure
 * sections"): read-only, each row naming its procedure and opening it at the section, where the row is edited.
 */
function SectionList({ resource, section, columns }: { resource: TWebResource; section: string; columns: TResourceColumn[] }) {
  const { t } = useTranslation();
  const open = (record: TResourceRecord) => procedureSection(record, section);
  return (
    <ResourceList
      key={resource.path}
      resource={resource}
      readOnly
      emptyText={t("procedures.sectionLists.readOnly")}
      columns={[
        { key: "name", minWidth: 140 },
        {
          key: "x_procedure",
          title: t("procedures.sectionLists.procedure"),
          minWidth: 140,
          render: (record) => (
            <Text size="sm" component={Link} to={open(record)} c="var(--mantine-color-anchor)" onClick={(event) => event.stopPropagation()}>
              {text(record.procedure_name)}
            </Text>
          ),
        },
        ...columns,
      ]}
      rowClickTo={open}
      rowActions={(record) => (
        <Tooltip label={t("procedures.sectionLists.open", { procedure: text(record.procedure_name) })} withinPortal>
          <ActionIcon
            component={Link}
            to={open(record)}
            variant="subtle"
            aria-label={t("procedures.sectionLists.open", { procedure: text(record.procedure_name) })}
            data-testid="row-open-procedure"
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
          >
            <IconExternalLink size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      actionsWidth={70}
      toolbar={() => <SettingsTabs current={resource.key} />}
    />
  );
}

function useCells() {
  const { t, i18n } = useTranslation();
  const number = (value: unknown, unit: string): ReactNode =>
    typeof value === "number" ? <Text size="sm">{`${formatNumber(value, i18n.language, 2)} ${unit}`}</Text> : null;
  const column = (key: string, title: string, render: (record: TResourceRecord) => ReactNode): TResourceColumn => ({
    key: `x_${key}`,
    title,
    render,
  });
  const passes = [
    column("after_pass", t("procedures.fields.after_pass"), (record) => <Text size="sm">{text(record.after_pass)}</Text>),
    column("before_pass", t("procedures.fields.before_pass"), (record) => <Text size="sm">{text(record.before_pass)}</Text>),
  ];
  return { t, number, column, passes };
}

/** /cooling, a tab of the cooling screen (spec §2): coolings, cooling methods. */
export function CoolingListPage() {
  const { t, number, column, passes } = useCells();
  return (
    <SectionList
      resource={coolingList}
      section="cooling"
      columns={[
        column("method", t("procedures.fields.method"), (record) => (
          <ReferenceValue field={{ key: "method", kind: "reference", target: "coolingMethod" }} value={record.method} />
        )),
        column("temperature_before_cooling_max", t("procedures.fields.temperature_before_cooling_max"), (record) =>
          number(record.temperature_before_cooling_max, "°C"),
        ),
        column("temperature_after_cooling_max", t("procedures.fields.temperature_after_cooling_max"), (record) =>
          number(record.temperature_after_cooling_max, "°C"),
        ),
        ...passes,
      ]}
    />
  );
}

/** /time-lapses: the time lapses of every procedure. */
export function TimeLapseListPage() {
  const { t, number, column, passes } = useCells();
  return (
    <SectionList
      resource={timeLapseList}
      section="timeLapse"
      columns={[column("duration", t("procedures.fields.duration"), (record) => number(record.duration, "s")), ...passes]}
    />
  );
}

/** /bevels, a tab of the bevels screen (spec §2): bevels, bevel dimensions, bevel types. */
export function BevelListPage() {
  const { t, column } = useCells();
  return (
    <SectionList
      resource={bevelList}
      section="bevel"
      columns={[
        column("type", t("procedures.fields.bevelType"), (record) => (
          <ReferenceValue field={{ key: "type", kind: "reference", target: "bevelType" }} value={record.type} />
        )),
        column("end_preparation_method", t("procedures.fields.end_preparation_method"), (record) => (
          <ReferenceValue
            field={{ key: "end_preparation_method", kind: "reference", target: "endPreparationMethod" }}
            value={record.end_preparation_method}
          />
        )),
        column("drawing", t("procedures.fields.drawing"), (record) => <Text size="sm">{text(record.drawing_filename)}</Text>),
      ]}
    />
  );
}

/** /bevel-dimensions: every bevel's dimensions, in their own unit, with the tolerances. */
export function BevelDimensionListPage() {
  const { t, number, column } = useCells();
  const unitOf = (record: TResourceRecord) => (record.unit_of_measure === "degrees" ? "°" : text(record.unit_of_measure));
  return (
    <SectionList
      resource={bevelDimensionList}
      section="bevel"
      columns={[
        column("bevel", t("procedures.sectionLists.bevel"), (record) => <Text size="sm">{text(record.bevel_name)}</Text>),
        column("value", t("procedures.fields.value"), (record) => number(record.value, unitOf(record))),
        column("tolerance_min", t("procedures.fields.tolerance_min"), (record) => number(record.tolerance_min, unitOf(record))),
        column("tolerance_max", t("procedures.fields.tolerance_max"), (record) => number(record.tolerance_max, unitOf(record))),
      ]}
    />
  );
}
