import { Alert, Button, Group, List, Modal, Select, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../api/client";
import { useReferenceOptions } from "./resource/fields/use-reference-options";
import { recordLabel, type TResourceRecord } from "./resource/types";
import { useAction } from "./use-action";

/** The words of one "copy for" dialog, in the reader's language. */
export interface TCopyForTexts {
  title: (name: string) => string;
  help?: string;
  client: string;
  submit: string;
  copied: (client: string) => string;
  failed?: string;
  /** The project step, for a record that must land in one of the client's projects (a procedure). */
  project?: { label: string; pickClientFirst: string; none: string; cannotPlace: string };
}

/**
 * "Copy for" of the spec's /others pages: a Super User picks the client that gets a copy of the record (and, for a
 * procedure, one of its projects). Field refusals show under their field; what the client lacks (a process, a bevel
 * type...) is listed, since the copy cannot be placed without it. `testId` prefixes every part ("copy-for-client").
 */
export function CopyForClientDialog({
  record,
  onClose,
  testId,
  texts,
  copy,
  invalidates,
}: {
  record: TResourceRecord | null;
  onClose(): void;
  testId: string;
  texts: TCopyForTexts;
  copy: (id: string, target: { client: string; project?: string }) => Promise<unknown>;
  invalidates: readonly unknown[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [client, setClient] = useState<string | null>(null);
  const [project, setProject] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clients = useReferenceOptions("client");
  const clientChoices = (clients.data ?? []).filter((option) => option.value !== record?.client);
  const clientName = clientChoices.find((option) => option.value === client)?.label ?? "";
  const needsProject = texts.project !== undefined;
  const projects = useReferenceOptions(needsProject ? "project" : undefined, { client: client ?? undefined });

  const close = () => {
    setClient(null);
    setProject(null);
    setErrors({});
    onClose();
  };
  const action = useAction({
    action: testId,
    success: () => texts.copied(clientName),
    errorTitle: texts.failed,
    refused: (failure) => {
      const fields = failure instanceof ApiError ? fieldErrors(failure.response) : {};
      setErrors(fields);
      return Object.keys(fields).length > 0;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invalidates });
      close();
    },
  });
  const ready = client !== null && (!needsProject || project !== null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!record || !client || !ready) return;
    void action.run(() => copy(record.id, project ? { client, project } : { client }));
  };
  const error = (key: string) => errors[key] || undefined;
  const missing = [
    ...new Set(
      Object.entries(errors)
        .filter(([key]) => key !== "client" && key !== "project")
        .map(([, message]) => message),
    ),
  ];

  return (
    <Modal opened={record !== null} onClose={close} title={texts.title(record ? recordLabel(record) : "")} centered>
      <form onSubmit={submit} noValidate data-testid={`${testId}-dialog`}>
        <Stack>
          {texts.help && <Text size="sm">{texts.help}</Text>}
          <Select
            label={texts.client}
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
            data-testid={`${testId}-client`}
          />
          {texts.project && (
            <Select
              label={texts.project.label}
              withAsterisk
              searchable
              disabled={!client}
              description={client ? undefined : texts.project.pickClientFirst}
              data={client ? (projects.data ?? []) : []}
              value={project}
              onChange={setProject}
              error={error("project")}
              nothingFoundMessage={texts.project.none}
              comboboxProps={{ withinPortal: true }}
              data-testid={`${testId}-project`}
            />
          )}
          {missing.length > 0 && (
            <Alert color="red" title={texts.project?.cannotPlace} data-testid={`${testId}-missing`}>
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
            <Button type="submit" disabled={!ready || action.pending} loading={action.pending} data-testid={`${testId}-save`}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
