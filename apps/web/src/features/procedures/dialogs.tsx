import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZDuplicateRequest, ZRevisionRequest } from "@weldtrace/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../../api/client";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { toast } from "../../components/toast";
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
  const save = useMutation({
    mutationFn: (body: { name: string; fork_reason: string }) => procedureApi.revise(record?.id ?? "", body),
    onSuccess: async (created) => {
      toast.show("procedure-revision", {
        color: "green",
        icon: <IconCheck size={18} />,
        message: t("procedures.revision.done", { name: created.name }),
      });
      await queryClient.invalidateQueries({ queryKey: procedureKeys.all });
      close();
      onCreated(created);
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      toast.show("procedure-revision", {
        color: "red",
        icon: <IconX size={18} />,
        title: t("procedures.revision.failed"),
        message: describeProcedureFailure(error),
      });
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
    save.mutate(parsed.data);
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
            <Button type="submit" disabled={!name.trim() || save.isPending} loading={save.isPending} data-testid="revision-save">
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
  const save = useMutation({
    mutationFn: (body: { project: string; copy_inspections?: boolean }) => procedureApi.duplicate(record?.id ?? "", body),
    onSuccess: async () => {
      toast.show("procedure-duplicate", {
        color: "green",
        icon: <IconCheck size={18} />,
        message: t("procedures.duplicate.done", { project: projectName }),
      });
      await queryClient.invalidateQueries({ queryKey: procedureKeys.all });
      close();
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      toast.show("procedure-duplicate", {
        color: "red",
        icon: <IconX size={18} />,
        title: t("procedures.duplicate.failed"),
        message: describeProcedureFailure(error),
      });
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
    save.mutate(parsed.data);
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
            <Button type="submit" disabled={!project || save.isPending} loading={save.isPending} data-testid="duplicate-save">
              {t("procedures.duplicate.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
