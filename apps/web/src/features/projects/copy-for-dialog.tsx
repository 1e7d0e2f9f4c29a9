import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../../api/client";
import { projectApi } from "../../api/endpoints";
import { queryKeys } from "../../api/resource-provider";
import { describeFailure } from "../../components/resource/error-message";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { toast } from "../../components/toast";

/** `/others/projects` "copy for": the Super User picks the client that gets a copy of the project. */
export function CopyForDialog({ record, onClose }: { record: TResourceRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clients = useReferenceOptions("client");
  const [client, setClient] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choices = (clients.data ?? []).filter((option) => option.value !== record?.client);
  const clientName = choices.find((option) => option.value === client)?.label ?? "";

  const close = () => {
    setClient(null);
    setError(null);
    onClose();
  };
  const copy = useMutation({
    mutationFn: (target: string) => projectApi.copyFor<TResourceRecord>(record?.id ?? "", target),
    onSuccess: async () => {
      toast.show("copy-for", {
        color: "green",
        icon: <IconCheck size={18} />,
        message: t("resources.projectOthers.copied", { client: clientName }),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all("projects") });
      close();
    },
    onError: (failure) => {
      const fields = failure instanceof ApiError ? fieldErrors(failure.response) : {};
      setError(fields.client ?? null);
      if (!fields.client)
        toast.show("copy-for", { color: "red", title: t("resources.projectOthers.copyFailed"), message: describeFailure(failure) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (client) copy.mutate(client);
  };

  return (
    <Modal
      opened={record !== null}
      onClose={close}
      title={t("resources.projectOthers.copyTitle", { name: record ? recordLabel(record) : "" })}
      centered
    >
      <form onSubmit={submit} noValidate data-testid="copy-for-dialog">
        <Stack>
          <Text size="sm">{t("resources.projectOthers.copyHelp")}</Text>
          <Select
            label={t("resources.projectOthers.target")}
            withAsterisk
            searchable
            data-autofocus
            data={choices}
            value={client}
            onChange={(value) => {
              setClient(value);
              setError(null);
            }}
            error={error}
            nothingFoundMessage={t("common.noData")}
            comboboxProps={{ withinPortal: true }}
            data-testid="copy-for-client"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={!client || copy.isPending} loading={copy.isPending} data-testid="copy-for-save">
              {t("resources.projectOthers.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
