import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { describeTriggerCondition, type TTriggerCondition, weldingProcessGroups } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { processGroupApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { runAction, useAction } from "../../components/use-action";
import { translateFieldMessages } from "../../i18n";
import { useSession } from "../../session/session";
import { TriggerConditionDialog } from "./trigger-condition-dialog";
import { useTriggerWords } from "./use-trigger-words";

type TEditing = { condition: TTriggerCondition } | { is_start: boolean } | null;

/** Field messages of a 400 answer, keyed by field ("" for the whole condition). */
/** A refused save's first message per field, in the current language (translated by the codes the server sends). */
function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.response.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(translateFieldMessages(error.response.data)).map(([key, messages]) => [
      key === "non_field_errors" ? "form" : key,
      messages[0] ?? "",
    ]),
  );
}

/** The start and stop conditions of a saved group: each added, edited or deleted at once (spec §2 dialog). */
export function TriggerConditionsSection({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const words = useTriggerWords();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TEditing>(null);
  const canWrite = session.can("reference", "update");
  const group = useQuery({
    queryKey: queryKeys.item(weldingProcessGroups.path, groupId),
    queryFn: () => resourceProvider.get<{ trigger_conditions?: TTriggerCondition[] }>(weldingProcessGroups.path, groupId),
  });
  const conditions = group.data?.trigger_conditions ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(weldingProcessGroups.path) });

  // A refusal of the condition's fields is said in its dialog; any other failure is toasted.
  const [saveError, setSaveError] = useState<unknown>(null);
  const save = useAction({
    action: "save-trigger-condition",
    success: t("processGroups.conditionSaved"),
    refused: (error) => Object.keys(errorsOf(error)).length > 0,
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const saveCondition = async (condition: TTriggerCondition) => {
    setSaveError(null);
    const outcome = await save.run(() =>
      condition.id
        ? processGroupApi.updateTriggerCondition(condition.id, { ...condition, id: undefined, welding_process_group: undefined })
        : processGroupApi.createTriggerCondition({ ...condition, welding_process_group: groupId }),
    );
    if (!outcome.ok) setSaveError(outcome.error);
  };
  // A deleted condition leaves the list: no success toast, only a refusal's.
  const remove = (id: string) =>
    runAction({ action: "save-trigger-condition", onSuccess: refresh }, () => processGroupApi.deleteTriggerCondition(id));

  const confirmRemove = (condition: TTriggerCondition) =>
    modals.openConfirmModal({
      title: t("processGroups.deleteCondition"),
      children: <Text size="sm">{describeTriggerCondition(condition, words)}</Text>,
      labels: { confirm: t("common.delete"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => condition.id && void remove(condition.id),
    });

  const block = (isStart: boolean) => (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>{isStart ? t("processGroups.start") : t("processGroups.stop")}</Title>
        {canWrite && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setSaveError(null);
              setEditing({ is_start: isStart });
            }}
            data-testid={isStart ? "add-start-condition" : "add-stop-condition"}
          >
            {t("processGroups.addCondition")}
          </Button>
        )}
      </Group>
      {conditions.filter((condition) => condition.is_start === isStart).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("processGroups.noCondition")}
        </Text>
      ) : (
        conditions
          .filter((condition) => condition.is_start === isStart)
          .map((condition, index) => (
            <Group key={condition.id ?? index} justify="space-between" wrap="nowrap" data-testid="trigger-condition">
              <Text size="sm">{describeTriggerCondition(condition, words)}</Text>
              {canWrite && (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t("common.edit")}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("common.edit")}
                      onClick={() => {
                        setSaveError(null);
                        setEditing({ condition });
                      }}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t("common.delete")}>
                    <ActionIcon variant="subtle" color="red" aria-label={t("common.delete")} onClick={() => confirmRemove(condition)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
          ))
      )}
    </Stack>
  );

  return (
    <Paper withBorder p="md" maw={720} mt="md" data-testid="trigger-conditions">
      <Stack>
        <Title order={3}>{t("processGroups.conditions")}</Title>
        <Text size="sm" c="dimmed">
          {t("processGroups.conditionsHelp")}
        </Text>
        {block(true)}
        {block(false)}
      </Stack>
      {editing && (
        <TriggerConditionDialog
          initial={"condition" in editing ? editing.condition : editing}
          saving={save.pending}
          serverErrors={errorsOf(saveError)}
          onSave={(condition) => void saveCondition(condition)}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
