import { Button, Stack, Switch, Text, Tooltip } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import {
  applyProcessDefaults,
  computedPassGroupHeatInput,
  isTungstenProcess,
  setShowTackWeld,
  type TPassGroupDraft,
  type TWeldingProcess,
  typedRangeCoversComputed,
} from "@weldtrace/domain";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useReferenceRows } from "../../../components/resource/fields/use-reference-options";
import type { TDraftNode, TDraftRow } from "../draft";
import { NodeInput } from "../form/controls";
import { errorPath, objectPath, rowPath, type TNodePath, useProcedureFormStatic } from "../form/form-context";
import { PASS_GROUP_NUMBERS, TACK_WELDING_NUMBERS } from "../quantities";
import { displayUnit, formatForDisplay, parseDisplayValue, type TUnitSystem } from "../units";
import classes from "./matrix.module.css";
import type { TMatrixRow } from "./matrix-rows";
import { hasValue } from "./matrix-rows";

type TGroupRow = TDraftRow & TPassGroupDraft;

function Dimmed({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" fs="italic" py={6}>
      {text}
    </Text>
  );
}

/** Spec §4: choosing a process applies its group's timings and its own rms and k factor, and clears the tungsten fields. */
function ProcessCell({ node, path, label }: { node: TDraftNode; path: TNodePath; label: string }) {
  const form = useProcedureFormStatic();
  const processes = useReferenceRows("weldingProcess");
  const processGroups = useReferenceRows("weldingProcessGroup");
  const errorKey = errorPath(path, "process");
  const choose = (id: string | null) => {
    const process = processes.data?.find((row) => row.id === id) as TWeldingProcess | undefined;
    const group = processGroups.data?.find((row) => row.id === process?.welding_process_group);
    form.update(
      (draft) =>
        path.write(draft, (node) =>
          applyProcessDefaults(node as TGroupRow, process ?? null, (group ?? null) as Parameters<typeof applyProcessDefaults>[2]),
        ),
      [errorKey, errorPath(path, "k_factor"), errorPath(path, "minimum_cycle_time")],
    );
  };
  return (
    <NodeInput
      node={node}
      path={path}
      field={{ key: "process", kind: "reference", target: "weldingProcess" }}
      label={label}
      required
      creatable={false}
      compact
      onValue={(id) => choose(typeof id === "string" ? id : null)}
    />
  );
}

/** Parses one number of a group for the heat-input hint, in base units; null when empty or unreadable. */
function baseValue(group: TGroupRow, field: string, units: TUnitSystem): number | null {
  const kind = PASS_GROUP_NUMBERS[field];
  if (!kind) return null;
  const parsed = parseDisplayValue(group[field], kind, units, { baseline: group._base?.[field] });
  return parsed.error === undefined ? parsed.value : null;
}

/** The heat input the current, voltage and travel-speed ranges and k give, next to the typed one (decisions.md: a hint). */
export function heatInputCheck(group: TGroupRow, units: TUnitSystem) {
  const read = (field: string) => baseValue(group, field, units);
  const computed = computedPassGroupHeatInput({
    current_min: read("current_min") ?? undefined,
    current_max: read("current_max") ?? undefined,
    voltage_min: read("voltage_min") ?? undefined,
    voltage_max: read("voltage_max") ?? undefined,
    travel_speed_min: read("travel_speed_min") ?? undefined,
    travel_speed_max: read("travel_speed_max") ?? undefined,
    k_factor: read("k_factor") ?? undefined,
  });
  const covers = typedRangeCoversComputed({ heat_input_min: read("heat_input_min"), heat_input_max: read("heat_input_max") }, computed);
  return { computed, consistent: covers !== false };
}

/** The computed range, the typed range checked against it, and one click that copies it into the typed range (kept editable). */
function HeatInputCell({ group }: { group: TGroupRow }) {
  const { t } = useTranslation();
  const form = useProcedureFormStatic();
  const kind = PASS_GROUP_NUMBERS.heat_input_min;
  if (!kind) return null;
  const { computed, consistent } = heatInputCheck(group, form.units);
  if (computed.min === null || computed.max === null) return <Dimmed text={t("procedures.passGroups.notComputable")} />;
  const min = formatForDisplay(computed.min, kind, form.units);
  const max = formatForDisplay(computed.max, kind, form.units);
  const text = t("procedures.passGroups.computed", { min, max, unit: displayUnit(kind, form.units) ?? "" });
  const path = rowPath("pass_group", group._key);
  const filled = group.heat_input_min === min && group.heat_input_max === max;
  const fill = () =>
    form.update(
      (draft) => path.write(draft, (node) => ({ ...node, heat_input_min: min, heat_input_max: max })),
      [errorPath(path, "heat_input_min"), errorPath(path, "heat_input_max")],
    );
  return (
    <Stack gap={0} align="flex-start">
      <Tooltip label={consistent ? t("procedures.passGroups.computedTitle") : t("procedures.passGroups.inconsistent")}>
        <Text
          size="xs"
          py={6}
          c={consistent ? "dimmed" : "orange"}
          fw={consistent ? undefined : 600}
          data-testid="computed-heat-input"
          data-consistent={consistent}
        >
          {!consistent && <IconAlertTriangle size={12} style={{ marginRight: 4, verticalAlign: "-1px" }} />}
          {text}
        </Text>
      </Tooltip>
      {!form.readOnly && !filled && (
        <Button size="compact-xs" variant="light" onClick={fill} data-testid="use-computed-heat-input">
          {t("procedures.passGroups.useComputed")}
        </Button>
      )}
    </Stack>
  );
}

/** The fields of a group the computed heat input (and the marking of the typed range) depends on. */
const HEAT_INPUT_FIELDS = [
  "current_min",
  "current_max",
  "voltage_min",
  "voltage_max",
  "travel_speed_min",
  "travel_speed_max",
  "k_factor",
  "heat_input_min",
  "heat_input_max",
];

/** What a cell reads of its group, besides the process. */
function fieldsReadBy(row: TMatrixRow): string[] {
  if (row.kind === "heatInput" || row.field.startsWith("heat_input_")) return HEAT_INPUT_FIELDS;
  if (row.kind === "tack" || row.kind === "tackSwitch") return ["show_tack_weld", "tack_welding"];
  return [row.field, "process"];
}

type TCellProps = { row: TMatrixRow; label: string; group: TGroupRow; position: number; process: TWeldingProcess | undefined };

/** A cell re-renders only when what it reads changes: a keystroke in one cell leaves the matrix's hundreds of others alone. */
function isSameCell(previous: TCellProps, next: TCellProps): boolean {
  if (
    previous.row !== next.row ||
    previous.label !== next.label ||
    previous.position !== next.position ||
    previous.process !== next.process ||
    previous.group._key !== next.group._key ||
    previous.group._base !== next.group._base
  )
    return false;
  return previous.group === next.group || fieldsReadBy(previous.row).every((field) => previous.group[field] === next.group[field]);
}

/** One cell of the matrix: the control of `row` for `group`, or why it does not apply. */
export const MatrixCell = memo(function MatrixCell({
  row,
  label: rowLabel,
  group,
  position,
  process,
}: {
  row: TMatrixRow;
  label: string;
  group: TGroupRow;
  position: number;
  process: TWeldingProcess | undefined;
}) {
  const { t } = useTranslation();
  const form = useProcedureFormStatic();
  const path = rowPath("pass_group", group._key);
  const label = `${t("procedures.passGroups.group", { n: position + 1 })}: ${rowLabel}`;

  if ("display" in row && row.display && process?.[row.display] !== true && !hasValue(group[row.field])) {
    return <Dimmed text={t("procedures.passGroups.notShown")} />;
  }
  const tungstenLocked = "tungsten" in row && row.tungsten === true && !isTungstenProcess(process?.name);

  switch (row.kind) {
    case "process":
      return <ProcessCell node={group} path={path} label={label} />;
    case "text":
    case "textarea":
      return (
        <NodeInput
          node={group}
          path={path}
          field={{ key: row.field, kind: row.kind }}
          label={label}
          disabled={tungstenLocked}
          placeholder={tungstenLocked ? t("procedures.passGroups.tungstenOnly") : undefined}
          compact
        />
      );
    case "number": {
      const kind = PASS_GROUP_NUMBERS[row.field];
      if (!kind) return null;
      if (tungstenLocked && !hasValue(group[row.field])) return <Dimmed text={t("procedures.passGroups.tungstenOnly")} />;
      const heat = row.field.startsWith("heat_input_") && !heatInputCheck(group, form.units).consistent;
      return (
        <div className={heat ? classes.inconsistent : undefined}>
          <NodeInput
            node={group}
            path={path}
            field={{ key: row.field, kind: "number" }}
            label={label}
            measure={kind}
            required={row.required}
            compact
          />
        </div>
      );
    }
    case "reference":
    case "references":
      return <NodeInput node={group} path={path} field={{ key: row.field, kind: row.kind, target: row.target }} label={label} compact />;
    case "switch":
      return <NodeInput node={group} path={path} field={{ key: row.field, kind: "boolean" }} label={label} compact />;
    case "heatInput":
      return <HeatInputCell group={group} />;
    case "tackSwitch":
      if (position !== 0) return <Dimmed text={t("procedures.passGroups.onlyFirst")} />;
      return (
        <Switch
          size="sm"
          my={6}
          aria-label={t("procedures.passGroups.show_tack_weld")}
          checked={group.show_tack_weld === true}
          disabled={form.readOnly}
          onChange={(event) => {
            const show = event.currentTarget.checked;
            form.update((draft) => path.write(draft, (node) => setShowTackWeld(node as TGroupRow, show)));
          }}
          data-testid="field-show_tack_weld"
        />
      );
    case "tack": {
      if (position !== 0) return <Dimmed text={t("procedures.passGroups.onlyFirst")} />;
      const tack = objectPath(path, "tack_welding");
      const tackNode = group.tack_welding ? (group.tack_welding as TDraftNode) : undefined;
      const field =
        row.field === "type"
          ? ({ key: "type", kind: "reference", target: "tackWeldingType" } as const)
          : row.field === "length"
            ? ({ key: "length", kind: "number" } as const)
            : row.field === "position"
              ? ({ key: "position", kind: "text" } as const)
              : ({ key: "removal", kind: "boolean" } as const);
      return (
        <NodeInput
          node={tackNode}
          path={tack}
          field={field}
          label={label}
          measure={row.field === "length" ? TACK_WELDING_NUMBERS.length : undefined}
          compact
        />
      );
    }
  }
}, isSameCell);
