import { Alert, Button, Group, List, Modal, Select, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../../../api/client";
import { describeFailure } from "../../../components/resource/error-message";
import { useReferenceOptions } from "../../../components/resource/fields/use-reference-options";
import { recordLabel, type TResourceRecord } from "../../../components/resource/types";
import { toast } from "../../../components/toast";
import { procedureApi, procedureKeys } from "../api";

/** `/others/procedures` "copy for": the Super User picks the client, then one of its projects. */
export function CopyProcedureDialog({ record, onClose }: { record: TResourceRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [client, setClient] = useState<string | null>(null);
  const [project, setProject] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clients = useReferenceOptions("client");
  const projects = useReferenceOptions("project", { client: client ?? undefined });
  const clientChoices = (clients.data ?? []).filter((option) => option.value !== record?.client);
  const clientName = clientChoices.find((option) => option.value === client)?.label ?? "";

  const close = () => {
    setClient(null);
    setProject(null);
    setErrors({});
    onClose();
  };
  const copy = useMutation({
    mutationFn: (body: { client: string; project: string }) => procedureApi.copyFor<TResourceRecord>(record?.id ?? "", body),
    onSuccess: async () => {
      toast.show("copy-procedure", {
        color: "green",
        icon: <IconCheck size={18} />,
        message: t("procedures.others.copied", { client: clientName }),
      });
      await queryClient.invalidateQueries({ queryKey: procedureKeys.all });
      close();
    },
    onError: (failure) => {
      const fields = failure instanceof ApiError ? fieldErrors(failure.response) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        toast.show("copy-procedure", { color: "red", title: t("procedures.others.copyFailed"), message: describeFailure(failure) });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (client && project) copy.mutate({ client, project });
  };
  const error = (key: string) => errors[key] || undefined;
  // What the chosen client lacks (a process, a bevel type...): the copy cannot be placed without it.
  const missing = [
    ...new Set(
      Object.entries(errors)
        .filter(([key]) => key !== "client" && key !== "project")
        .map(([, message]) => message),
    ),
  ];

  return (
    <Modal
      opened={record !== null}
      onClose={close}
      title={t("procedures.others.copyTitle", { name: record ? recordLabel(record) : "" })}
      centered
    >
      <form onSubmit={submit} noValidate data-testid="copy-procedure-dialog">
        <Stack>
          <Text size="sm">{t("procedures.others.copyHelp")}</Text>
          <Select
            label={t("procedures.others.client")}
            withAsterisk
            searchable
            data-autofocus
            data={clientChoices}
            value={client}
            onChange={(value) => {
              setClient(value);
              setProject(null);
              setErrors({});
            }}
            error={error("client")}
            nothingFoundMessage={t("common.noData")}
            comboboxProps={{ withinPortal: true }}
            data-testid="copy-procedure-client"
          />
          <Select
            label={t("procedures.others.project")}
            withAsterisk
            searchable
            disabled={!client}
            description={client ? undefined : t("procedures.others.pickClientFirst")}
            data={client ? (projects.data ?? []) : []}
            value={project}
            onChange={setProject}
            error={error("project")}
            nothingFoundMessage={t("procedures.others.noProject")}
            comboboxProps={{ withinPortal: true }}
            data-testid="copy-procedure-project"
          />
          {missing.length > 0 && (
            <Alert color="red" title={t("procedures.others.cannotPlace")} data-testid="copy-procedure-missing">
              <List size="sm">
                {missing.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!client || !project || copy.isPending}
              loading={copy.isPending}
              data-testid="copy-procedure-save"
            >
              {t("procedures.others.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
