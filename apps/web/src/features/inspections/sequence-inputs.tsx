import { ActionIcon, Button, Card, Group, Input, MultiSelect, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { positionsOf } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { TCustomInput } from "../../components/resource/fields/field-input";
import type { TRow } from "./api";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Spec §5 "Sequence positions": with is_angle on, whole degrees from 0 to 359. */
const ANGLES = Array.from({ length: 360 }, (_, angle) => String(angle));
const isAngle = (value: string) => /^\d{1,3}$/.test(value) && Number(value) <= 359;
const every = (step: number) => ANGLES.filter((angle) => Number(angle) % step === 0);

/** The positions' semicolon text as the angles it holds (labels typed while Angle was off are dropped). */
export const anglesOf = (value: unknown) =>
  [...new Set(positionsOf(text(value)).map((position) => String(Number(position))))].filter(isAngle).sort((a, b) => Number(a) - Number(b));

/**
 * A positions field with Angle on: a multi-select of 0 to 359 degrees (searchable: type "27" to find 270), with
 * quarter and eighth turns one tap away on a phone. The value stays the spec's semicolon text ("0;90;180;270").
 */
export function AnglePositionsInput(props: TCustomInput) {
  const { t } = useTranslation();
  const chosen = anglesOf(props.value);
  const set = (angles: string[]) => props.onChange([...new Set(angles)].sort((a, b) => Number(a) - Number(b)).join(";"));
  const locked = props.readOnly || props.disabled;
  return (
    <Stack gap={4}>
      <MultiSelect
        label={props.label}
        description={props.description}
        error={props.error}
        withAsterisk={props.required}
        data-testid={props.testId}
        data={ANGLES}
        value={chosen}
        onChange={set}
        searchable
        hidePickedOptions
        clearable
        disabled={props.disabled}
        readOnly={props.readOnly}
        placeholder={chosen.length === 0 ? t("inspections.angles.placeholder") : undefined}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
        rightSectionPointerEvents={chosen.length > 0 ? "all" : "none"}
      />
      {!locked && (
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => set(every(90))} data-testid={`${props.testId}-every90`}>
            {t("inspections.angles.every90")}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => set(every(45))}>
            {t("inspections.angles.every45")}
          </Button>
          {chosen.length > 0 && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => set([])}>
              {t("inspections.angles.clear")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

export interface TBevelRow {
  id?: string;
  position: string;
  bevel: string | null;
  dimension: string | null;
}

/**
 * A bevel sequence's rows (spec §3, §5): each a position of the sequence, a bevel of the procedure and one of that
 * bevel's dimensions. A new bevel clears the row's dimension; the rows are sent with the sequence and checked by its
 * schema (a position not in the sequence, a dimension twice at one position).
 */
export function BevelRowsEditor(props: {
  rows: TBevelRow[];
  onChange: (rows: TBevelRow[]) => void;
  procedure: TRow | undefined;
  positions: string[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const bevels = (props.procedure?.bevel as TRow[] | undefined) ?? [];
  const dimensionsOf = (bevel: string | null) =>
    ((bevels.find((row) => row.id === bevel)?.dimensions as TRow[] | undefined) ?? []).filter((row) => row.deleted !== true);
  const update = (index: number, patch: Partial<TBevelRow>) =>
    props.onChange(props.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const positionOptions = [...new Set([...props.positions, ...props.rows.map((row) => row.position).filter(Boolean)])];
  const blocked = !props.procedure
    ? t("inspections.bevelRows.procedureFirst")
    : props.positions.length === 0
      ? t("inspections.bevelRows.positionsFirst")
      : null;
  return (
    <Input.Wrapper label={t("inspections.bevelRows.title")} description={t("inspections.bevelRows.hint")} data-testid="bevel-rows">
      <Stack gap="xs" mt={6}>
        {props.rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {blocked ?? t("inspections.bevelRows.empty")}
          </Text>
        )}
        {props.rows.map((row, index) => (
          // Rows have no stable key before they are saved; their index is their identity in this list.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Card key={index} withBorder padding="xs" data-testid="bevel-row">
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                <Select
                  label={t("inspections.position")}
                  data={positionOptions}
                  value={row.position || null}
                  onChange={(value) => update(index, { position: value ?? "" })}
                  readOnly={props.readOnly}
                  searchable
                  data-testid="bevel-row-position"
                />
                <Select
                  label={t("inspections.bevelRows.bevel")}
                  data={bevels.map((bevel) => ({ value: bevel.id, label: text(bevel.name) || bevel.id }))}
                  value={row.bevel}
                  onChange={(value) => update(index, { bevel: value, dimension: null })}
                  readOnly={props.readOnly}
                  data-testid="bevel-row-bevel"
                />
                <Select
                  label={t("inspections.dimension")}
                  data={dimensionsOf(row.bevel).map((dimension) => ({ value: dimension.id, label: text(dimension.name) }))}
                  value={row.dimension}
                  onChange={(value) => update(index, { dimension: value })}
                  readOnly={props.readOnly}
                  disabled={!row.bevel}
                  data-testid="bevel-row-dimension"
                />
              </SimpleGrid>
              {!props.readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t("inspections.bevelRows.remove")}
                  onClick={() => props.onChange(props.rows.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          </Card>
        ))}
        {!props.readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={blocked !== null}
            onClick={() =>
              props.onChange([...props.rows, { position: props.positions[0] ?? "", bevel: bevels[0]?.id ?? null, dimension: null }])
            }
            style={{ alignSelf: "flex-start" }}
            data-testid="bevel-row-add"
          >
            {t("inspections.bevelRows.add")}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
