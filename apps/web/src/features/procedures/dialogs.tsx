import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { ZDuplicateRequest, ZRevisionRequest } from "@weldtrace/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../../api/client";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { useAction } from "../../components/use-action";
import { translateCode, translateIssue } from "../../i18n";
import { procedureApi, procedureKeys, type TProcedureRecordData } from "./api";
import { describeProcedureFailure } from "./use-procedure-actions";

type TErrors = Record<string, string>;

/** A schema's issues per field, in the current language (by the code each issue carries). */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] } }): TErrors {
  const errors: TErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "");
    if (!errors[key]) errors[key] = translateIssue(issue);
  }
  return errors;
}

function serverErrors(error: unknown): TErrors {
  return error instanceof ApiError && error.response.status === 400 ? fieldErrors(error.response) : {};
}

/**
 * Spec §2, §5: a revision asks for a name and a reason; Save stays disabled while the name is empty or
 * while saving. The new procedure opens once created.
 */
export function RevisionDialog({
  record,
  onClose,
  onCreated,
}: {
  record: TResourceRecord | null;
  onClose(): void;
  onCreated(created: TProcedureRecordData): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<TErrors>({});
  const save = useAction<TProcedureRecordData>({
    action: "procedure-revision",
    success: (created) => t("procedures.revision.done", { name: created.name }),
    errorTitle: t("procedures.revision.failed"),
    errorMessage: describeProcedureFailure,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: procedureKeys.all });
      close();
      onCreated(created);
    },
  });
  const close = () => {
    setName("");
    setReason("");
    setErrors({});
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRevisionRequest.safeParse({ name, fork_reason: reason });
    if (!parsed.success) {
      setErrors(issuesOf(parsed));
      return;
    }
    setErrors({});
    const body = parsed.data;
    void save
      .run(() => procedureApi.revise(record?.id ?? "", body))
      .then((outcome) => {
        if (!outcome.ok) setErrors(serverErrors(outcome.error));
      });
  };
  const error = (key: string) => errors[key] || undefined;
  return (
    <Modal opened={record !== null} onClose={close} title={t("procedures.revision.title")} centered>
      <form onSubmit={submit} noValidate data-testid="revision-dialog">
        <Stack>
          <Text size="sm">{t("procedures.revision.intro", { name: record ? recordLabel(record) : "" })}</Text>
          <TextInput
            label={t("procedures.revision.name")}
            withAsterisk
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error("name")}
            data-testid="revision-name"
          />
          <Textarea
            label={t("procedures.revision.reason")}
            withAsterisk
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error("fork_reason")}
            data-testid="revision-reason"
          />
          {error("non_field_errors") && <Alert color="red">{error("non_field_errors")}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={!name.trim() || save.pending} loading={save.pending} data-testid="revision-save">
              {t("procedures.revision.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Spec §2: the change-project dialog duplicates the procedure into another project. */
export function DuplicateDialog({ record, onClose }: { record: TResourceRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const projects = useReferenceOptions("project");
  const [project, setProject] = useState<string | null>(null);
  const [copyInspections, setCopyInspections] = useState(true);
  const [errors, setErrors] = useState<TErrors>({});
  const choices = (projects.data ?? []).filter((option) => option.value !== record?.project);
  const projectName = choices.find((option) => option.value === project)?.label ?? "";
  const save = useAction({
    action: "procedure-duplicate",
    success: t("procedures.duplicate.done", { project: projectName }),
    errorTitle: t("procedures.duplicate.failed"),
    errorMessage: describeProcedureFailure,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: procedureKeys.all });
      close();
    },
  });
  const close = () => {
    setProject(null);
    setCopyInspections(true);
    setErrors({});
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record?.project && record.project === project) {
      setErrors({ project: translateCode("same_project") });
      return;
    }
    const parsed = ZDuplicateRequest.safeParse({ project, copy_inspections: copyInspections });
    if (!parsed.success) {
      setErrors(issuesOf(parsed));
      return;
    }
    const body = parsed.data;
    void save
      .run(() => procedureApi.duplicate(record?.id ?? "", body))
      .then((outcome) => {
        if (!outcome.ok) setErrors(serverErrors(outcome.error));
      });
  };
  const error = (key: string) => errors[key] || undefined;
  return (
    <Modal opened={record !== null} onClose={close} title={t("procedures.duplicate.title")} centered>
      <form onSubmit={submit} noValidate data-testid="duplicate-dialog">
        <Stack>
          <Text size="sm">{t("procedures.duplicate.intro", { name: record ? recordLabel(record) : "" })}</Text>
          {projects.isSuccess && choices.length === 0 && (
            <Alert color="gray" variant="light">
              {t("procedures.duplicate.noOtherProject")}
            </Alert>
          )}
          <Select
            label={t("procedures.duplicate.project")}
            withAsterisk
            searchable
            data-autofocus
            data={choices}
            value={project}
            onChange={setProject}
            error={error("project")}
            nothingFoundMessage={t("common.noData")}
            comboboxProps={{ withinPortal: true }}
            data-testid="duplicate-project"
          />
          <Switch
            label={t("procedures.duplicate.copyInspections")}
            checked={copyInspections}
            onChange={(event) => setCopyInspections(event.currentTarget.checked)}
          />
          {error("non_field_errors") && <Alert color="red">{error("non_field_errors")}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={!project || save.pending} loading={save.pending} data-testid="duplicate-save">
              {t("procedures.duplicate.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
