import { Alert, Anchor, Button, Center, PasswordInput, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconMailForward } from "@tabler/icons-react";
import { PASSWORD_MIN } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { accountApi } from "../../api/account-endpoints";
import { rawFieldErrors, rawMessages, translateAll } from "./messages";
import { PasswordStrength } from "./password-strength";
import { PublicFrame, StepTitle } from "./public-frame";
import { inputProps, validateConfirmation, validateEmail, validateNewPassword } from "./validation";

/** Paths of the four reset steps (spec: "not shown"; chosen here and used nowhere else). */
export const RESET_PATHS = {
  request: "/forgot-password",
  sent: "/forgot-password/sent",
  choose: "/reset-password/:token",
  done: "/reset-password/done",
} as const;

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Center>
      <Anchor component={Link} to="/login" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: "middle", marginRight: 4 }} aria-hidden />
        {t("session.reset.backToLogin")}
      </Anchor>
    </Center>
  );
}

/** Step 1: enter the email and Send. The server says when the email is unknown. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm({ mode: "controlled", initialValues: { email: "" }, validate: { email: validateEmail } });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    setFailed(false);
    const response = await accountApi.checkEmail(email.trim());
    setSubmitting(false);
    if (response.ok) {
      navigate(RESET_PATHS.sent, { state: { email: email.trim() } });
      return;
    }
    if (response.status === 0) return;
    const errors = rawFieldErrors(response);
    if (errors.email) form.setErrors({ email: errors.email });
    else setFailed(true);
  });

  return (
    <PublicFrame>
      <StepTitle step={1} title={t("session.reset.requestTitle")} />
      <Text size="sm" c="dimmed">
        {t("session.reset.requestText")}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {t("session.reset.resetFailed")}
            </Alert>
          )}
          <TextInput
            label={t("session.fields.email")}
            type="email"
            autoComplete="email"
            required
            autoFocus
            {...inputProps(form, "email")}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t("session.reset.send")}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </PublicFrame>
  );
}

/** Step 2: check your email. */
export function ResetEmailSentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  return (
    <PublicFrame>
      <StepTitle step={2} title={t("session.reset.sentTitle")} />
      <Stack gap="sm" align="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={30} />
        </ThemeIcon>
        <Text ta="center">{typeof email === "string" ? t("session.reset.sentTo", { email }) : t("session.reset.sentGeneric")}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t("session.reset.sentHint")}
        </Text>
        <Anchor component={Link} to={RESET_PATHS.request} size="sm">
          {t("session.reset.sendAgain")}
        </Anchor>
      </Stack>
      <BackToLogin />
    </PublicFrame>
  );
}

/** Kept raw and translated at render, so a language switch also switches the alert. */
interface TResetFailure {
  kind: "token" | "update";
  messages: string[];
}

/** Step 3: the link from the mail; a new password with its confirmation. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<TResetFailure | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", confirmation: "" },
    validate: {
      password: validateNewPassword,
      confirmation: (value, values) => validateConfirmation(value, values.password),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setSubmitting(true);
    setFailure(null);
    const response = await accountApi.resetPassword(token, password);
    setSubmitting(false);
    if (response.ok) {
      navigate(RESET_PATHS.done, { replace: true });
      return;
    }
    if (response.status === 0) return;
    const raw = rawMessages(response);
    if (raw.token) {
      setFailure({ kind: "token", messages: raw.token });
      return;
    }
    if (raw.password) {
      form.setErrors({ password: raw.password.join("\n") });
      return;
    }
    setFailure({ kind: "update", messages: raw.non_field_errors ?? [] });
  });

  return (
    <PublicFrame>
      <StepTitle step={3} title={t("session.reset.newTitle")} />
      <Text size="sm" c="dimmed">
        {t("session.reset.newText")}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              role="alert"
              title={failure.kind === "token" ? t("session.reset.resetFailed") : t("session.reset.updateFailed")}
              data-testid="reset-error"
            >
              <Stack gap={4} align="flex-start">
                {failure.messages.length > 0 && <Text size="sm">{translateAll(failure.messages)}</Text>}
                {failure.kind === "token" && (
                  <Anchor component={Link} to={RESET_PATHS.request} size="sm">
                    {t("session.reset.askNewLink")}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <PasswordInput
            label={t("session.fields.newPassword")}
            description={t("session.reset.passwordHint", { n: PASSWORD_MIN })}
            autoComplete="new-password"
            required
            autoFocus
            {...inputProps(form, "password")}
          />
          <PasswordStrength password={form.values.password} />
          <PasswordInput
            label={t("session.fields.confirmPassword")}
            autoComplete="new-password"
            required
            {...inputProps(form, "confirmation")}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t("session.reset.submit")}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </PublicFrame>
  );
}

/** Step 4: done. */
export function ResetDonePage() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <StepTitle step={4} title={t("session.reset.doneTitle")} />
      <Stack gap="md" align="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Text ta="center">{t("session.reset.doneText")}</Text>
        <Button component={Link} to="/login" fullWidth>
          {t("session.login")}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
