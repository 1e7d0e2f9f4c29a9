import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  instrumentTypesParameters,
  PARAMETERS_BY_KIND,
  parameterUnit,
  productModels,
  sensorKindOf,
  type TInstrumentParameterField,
} from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError, fieldErrors } from "../../api/client";
import { staffApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { optionLabel, useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { useAction } from "../../components/use-action";
import { useSession } from "../../session/session";

type TParameterRow = { id: string; instrument_type: string } & Partial<Record<TInstrumentParameterField, number | null>>;

/** One type of the model: the inputs its kind of sensor takes, saved on their own. */
function ParameterLine({
  modelId,
  type,
  existing,
  canWrite,
}: {
  modelId: string;
  type: { id: string; name: string; is_system?: boolean };
  existing?: TParameterRow;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kind = sensorKindOf(type.name, type.is_system ?? false);
  const fields = PARAMETERS_BY_KIND[kind];
  const shownName = optionLabel(type, "measuringInstrumentType");
  const kindLabel = t(`staff.sensor.${kind}`);
  const [values, setValues] = useState<Partial<Record<TInstrumentParameterField, number | null>>>(() =>
    Object.fromEntries(fields.map((field) => [field, existing?.[field] ?? null])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const action = useAction({
    action: `save-parameters-${type.id}`,
    success: t(existing ? "resources.instrumentTypesParameter.modified" : "resources.instrumentTypesParameter.created"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all(instrumentTypesParameters.path) }),
  });
  const saving = action.pending;
  const save = async () => {
    setErrors({});
    const body = { product_model: modelId, instrument_type: type.id, ...values };
    const outcome = await action.run(() =>
      existing
        ? resourceProvider.update(instrumentTypesParameters.path, existing.id, body)
        : resourceProvider.create(instrumentTypesParameters.path, body),
    );
    if (!outcome.ok && outcome.error instanceof ApiError && outcome.error.response.status === 400)
      setErrors(fieldErrors(outcome.error.response));
  };
  return (
    <Table.Tr data-testid={`parameters-${type.name}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {shownName}
        </Text>
        {/* A seeded sensor type is named after its kind: the kind is not said twice. */}
        {kindLabel !== shownName && (
          <Text size="xs" c="dimmed">
            {kindLabel}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("staff.sensor.none")}
          </Text>
        ) : (
          <Group gap="xs" align="flex-start">
            {fields.map((field) => {
              const unit = parameterUnit(kind, field);
              const label = t(`resources.fields.${field}`);
              // A label that already ends with its unit, in its own language ("Résolution du codeur (imp/tr)"), gets no second one.
              const ownUnit = /\([^()]+\)$/.test(label);
              return (
                <NumberInput
                  key={field}
                  w={150}
                  size="xs"
                  label={unit && !ownUnit ? `${label} (${unit})` : label}
                  value={values[field] ?? ""}
                  readOnly={!canWrite}
                  decimalSeparator="."
                  error={errors[field] || undefined}
                  onChange={(value) => setValues((previous) => ({ ...previous, [field]: typeof value === "number" ? value : null }))}
                  data-testid={`parameter-${field}`}
                />
              );
            })}
          </Group>
        )}
        {errors.instrument_type && (
          <Text size="xs" c="red">
            {errors.instrument_type}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {canWrite && fields.length > 0 && (
          <Button size="xs" variant="light" loading={saving} leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()}>
            {t("common.save")}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Spec §3: each type of a saved model with the parameters its kind of sensor takes. */
function ModelParameters({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const model = useQuery({
    queryKey: queryKeys.item(productModels.path, modelId),
    queryFn: () => resourceProvider.get<{ id: string; types: string[] }>(productModels.path, modelId),
  });
  const types = useReferenceRows<{ id: string; name: string; is_system?: boolean }>("measuringInstrumentType");
  const params = { page: 1, pageSize: 1000, filters: { product_model: modelId } };
  const rows = useQuery({
    queryKey: queryKeys.list(instrumentTypesParameters.path, params),
    queryFn: () => staffApi.modelParameters<TParameterRow>(modelId),
  });
  const modelTypes = (model.data?.types ?? []).map((id) => types.data?.find((type) => type.id === id)).filter((type) => type !== undefined);
  return (
    <Paper withBorder p="md" maw={960} mt="md" data-testid="model-parameters">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("staff.parameters.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("staff.parameters.intro")}
        </Text>
        {modelTypes.length === 0 || !rows.data ? (
          <Text size="sm">{t("staff.parameters.noTypes")}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {modelTypes.map((type) => (
                <ParameterLine
                  key={`${type.id}-${rows.dataUpdatedAt}`}
                  modelId={modelId}
                  type={type}
                  existing={rows.data.results.find((row) => row.instrument_type === type.id)}
                  canWrite={session.can("staff", "update")}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** The generic product model form, and on edit the instrument-type parameters of its types. */
export function ProductModelFormPage({ mode }: { mode: "create" | "edit" }) {
  const { id = "" } = useParams();
  return (
    <>
      <ResourceFormPage resource={productModels} mode={mode} />
      {mode === "edit" && id && <ModelParameters modelId={id} />}
    </>
  );
}
