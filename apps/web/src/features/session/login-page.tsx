import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { translateDetail } from "../../i18n";
import { useSession } from "../../session/session";
import { rawFieldErrors, rawMessages, safeFrom, translateAll } from "./messages";
import { PublicFrame, StepTitle } from "./public-frame";
import { inputProps, validateEmail } from "./validation";

/** Kept as answered and translated at render (by code), so a language switch also switches the alert. */
type TFailure = { kind: "failed"; detail?: string[] } | { kind: "refused"; answer: unknown };

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: {
      email: validateEmail,
      password: (value) => (value ? null : "required"),
    },
  });
  const from = safeFrom(location.state);

  if (session.authenticated) return <Navigate to={from} replace />;

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFailure(null);
    const response = await session.login(values.email.trim(), values.password);
    setSubmitting(false);
    if (response.ok) {
      navigate(from, { replace: true });
      return;
    }
    if (response.status === 0) return; // the connectivity alert is already shown
    if (response.status === 400) {
      const { non_field_errors: _detail, ...fields } = rawFieldErrors(response);
      form.setErrors(fields);
      setFailure({ kind: "failed", detail: rawMessages(response).non_field_errors });
      return;
    }
    // 429 (too many attempts), 403 (licence expired) and anything else: the server's own words, translated.
    setFailure({ kind: "refused", answer: response.data });
  });

  return (
    <PublicFrame>
      <StepTitle title={t("session.loginPage.title")} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              // A wrong password says so, once (the server's bad_credentials); "refused" titles a 429 or 403.
              title={failure.kind === "failed" ? undefined : t("session.loginPage.refused")}
              role="alert"
              data-testid="login-error"
            >
              {failure.kind === "refused"
                ? (translateDetail(failure.answer) ?? t("errors.generic"))
                : failure.detail?.length
                  ? translateAll(failure.detail)
                  : t("session.loginPage.failed")}
            </Alert>
          )}
          <TextInput
            label={t("session.fields.email")}
            type="email"
            autoComplete="username"
            required
            autoFocus
            {...inputProps(form, "email")}
          />
          <PasswordInput label={t("session.fields.password")} autoComplete="current-password" required {...inputProps(form, "password")} />
          <Group justify="space-between" align="center">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t("session.loginPage.forgotPassword")}
            </Anchor>
            <Button type="submit" loading={submitting}>
              {t("session.login")}
            </Button>
          </Group>
        </Stack>
      </form>
    </PublicFrame>
  );
}
