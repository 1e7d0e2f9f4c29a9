import { Badge, Button, Group, Loader, PasswordInput, Stack, Table, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PASSWORD_MIN, type TSession } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account-endpoints";
import { ApiError } from "../../api/client";
import { describeFailure } from "../../components/resource/error-message";
import { runAction, useAction } from "../../components/use-action";
import { translateDetail } from "../../i18n";
import { formatDateTime } from "../../i18n/format";
import { rawDetail, rawFieldErrors } from "./messages";
import { PasswordStrength } from "./password-strength";
import { inputProps, validateConfirmation, validateNewPassword } from "./validation";

const SESSIONS_KEY = ["me", "sessions"] as const;

/** A new password of one's own, with the current one. Other sessions end; this one goes on. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useAction({
    action: "change-password",
    success: t("session.security.passwordChanged"),
    // Field refusals are said under their fields; only a reason for the whole request is toasted.
    refused: (error) => error instanceof ApiError && !rawDetail(error.response),
    errorMessage: (error) => (error instanceof ApiError && translateDetail(error.response.data)) || describeFailure(error),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
  const saving = change.pending;
  const form = useForm({
    mode: "controlled",
    initialValues: { current_password: "", password: "", confirmation: "" },
    validate: {
      current_password: (value) => (value ? null : "required"),
      password: validateNewPassword,
      confirmation: (value, values) => validateConfirmation(value, values.password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const outcome = await change.run(async () => {
      const response = await accountApi.updateMe({ current_password: values.current_password, password: values.password });
      if (!response.ok) throw new ApiError(response);
    });
    if (!outcome.ok && outcome.error instanceof ApiError) form.setErrors(rawFieldErrors(outcome.error.response));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t("session.security.passwordTitle")}
        </Title>
        <PasswordInput
          label={t("session.security.currentPassword")}
          autoComplete="current-password"
          required
          data-testid="password-current"
          {...inputProps(form, "current_password")}
        />
        <PasswordInput
          label={t("session.security.newPassword")}
          description={t("session.reset.passwordHint", { n: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          data-testid="password-new"
          {...inputProps(form, "password")}
        />
        <PasswordStrength password={form.values.password} />
        <PasswordInput
          label={t("session.security.confirmPassword")}
          autoComplete="new-password"
          required
          data-testid="password-confirm"
          {...inputProps(form, "confirmation")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="password-save">
            {t("session.security.changePassword")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The user's sessions (tokens), with when each was last used; any but this one can be ended. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: accountApi.sessions });
  const when = (iso: string) => formatDateTime(iso, i18n.language, { seconds: false });

  const revoke = (session: TSession) =>
    modals.openConfirmModal({
      title: t("session.security.revokeTitle"),
      children: <Text size="sm">{t("session.security.revokeText")}</Text>,
      labels: { confirm: t("session.security.revoke"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: async () => {
        await runAction(
          { action: "revoke-sessions", success: t("session.security.revoked"), errorMessage: () => t("errors.generic") },
          async () => {
            const response = await accountApi.revokeSession(session.id);
            if (!response.ok) throw new ApiError(response);
          },
        );
        void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      },
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t("session.security.sessionsTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("session.security.sessionsHint")}
      </Text>
      {sessions.isPending ? (
        <Loader size="sm" />
      ) : sessions.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t("errors.generic")}
          </Text>
          <Button size="xs" variant="light" onClick={() => void sessions.refetch()}>
            {t("resources.list.retry")}
          </Button>
        </Group>
      ) : (
        <Table withTableBorder data-testid="sessions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("session.security.device")}</Table.Th>
              <Table.Th>{t("session.security.lastUsed")}</Table.Th>
              <Table.Th>{t("session.security.expires")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm" lineClamp={2}>
                    {session.user_agent ?? t("session.security.unknownDevice")}
                  </Text>
                  {session.current && (
                    <Badge size="xs" variant="light">
                      {t("session.security.thisSession")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{when(session.last_used_at)}</Table.Td>
                <Table.Td>{when(session.expires_at)}</Table.Td>
                <Table.Td>
                  {!session.current && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => revoke(session)} data-testid="session-revoke">
                      {t("session.security.revoke")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
