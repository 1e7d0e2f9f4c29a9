import {
  Button,
  Card,
  Center,
  CopyButton,
  FileButton,
  Grid,
  Group,
  Image,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { IconCheck, IconCopy, IconPhoto, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IMAGE_MAX_BYTES, type TProfile } from "@weldtrace/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account-endpoints";
import { ApiError, type TApiResponse } from "../../api/client";
import { LanguageSwitch } from "../../app/header-controls";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { useAction } from "../../components/use-action";
import { translateDetail } from "../../i18n";
import { useSession } from "../../session/session";
import { readToken } from "../../session/storage";
import { ChangePasswordForm, SessionsSection } from "./account-security";
import { ACCEPTED_IMAGES } from "./crop-image";
import { rawDetail, rawFieldErrors, rawMessages, translateAll } from "./messages";
import { PhotoCropModal, type TPhotoSource } from "./photo-crop-modal";
import classes from "./session.module.css";
import { inputProps, required, validateEmail } from "./validation";

const ME_KEY = ["me"] as const;

const fullName = (profile: TProfile) => [profile.first_name, profile.last_name].filter(Boolean).join(" ");

/** PATCH /api/me/ and, when it succeeds, the session and the cached profile follow; a refusal throws its ApiError. */
function useUpdateMe() {
  const session = useSession();
  const queryClient = useQueryClient();
  return async (body: Record<string, unknown>): Promise<TProfile> => {
    const response = await accountApi.updateMe(body);
    if (!response.ok) throw new ApiError(response);
    queryClient.setQueryData(ME_KEY, response.data);
    session.setProfile(response.data);
    return response.data;
  };
}

/** The server's reason for refusing an update, in the user's language: its detail, else its field messages. */
function updateReason(response: TApiResponse): string {
  const detail = rawDetail(response);
  return detail ? (translateDetail(response.data) ?? detail) : translateAll(Object.values(rawMessages(response)).flat());
}

/** The toast of a failed update: the spec's message, with the server's reason when it gave one. */
function updateFailure(t: (key: "session.account.updateFailed") => string) {
  return {
    errorTitle: t("session.account.updateFailed"),
    errorMessage: (error: unknown) => (error instanceof ApiError ? updateReason(error.response) : describeFailure(error)),
    // The connectivity alert is already shown.
    refused: (error: unknown) => error instanceof ApiError && error.response.status === 0,
  };
}

export function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useQuery({ queryKey: ME_KEY, queryFn: accountApi.me });

  // The server's profile is the reference: refresh the session copy when it arrives.
  const { setProfile } = session;
  useEffect(() => {
    if (me.data) setProfile(me.data);
  }, [me.data, setProfile]);

  const profile = session.profile;
  if (!profile) return null;

  return (
    <>
      <PageHeader title={t("menu.myAccount")} crumbs={[{ label: t("menu.myAccount") }]} />
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Card withBorder padding="lg" radius="md">
              <Stack gap="md">
                <Title order={3} size="h4">
                  {t("session.account.summary")}
                </Title>
                <ProfileSummary profile={profile} />
                <TokenField />
              </Stack>
            </Card>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t("common.language")}
                </Title>
                <Text size="sm" c="dimmed">
                  {t("session.account.languageHint")}
                </Text>
                <div>
                  <LanguageSwitch named />
                </div>
              </Stack>
            </Card>
            <Card withBorder padding="lg" radius="md">
              <EditProfileForm profile={profile} />
            </Card>
            <Card withBorder padding="lg" radius="md">
              <ChangePasswordForm />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Card withBorder padding="lg" radius="md">
              <PhotoSection profile={profile} />
            </Card>
            <Card withBorder padding="lg" radius="md">
              <SessionsSection />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function ProfileSummary({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("session.fields.firstName"), profile.first_name],
    [t("session.fields.lastName"), profile.last_name],
    [t("session.fields.email"), profile.email],
    [t("session.fields.role"), t(`session.groups.${profile.group}`, { defaultValue: profile.role })],
    [t("session.fields.client"), profile.client_name ?? t("common.na")],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="profile-summary">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{value || "—"}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Spec: the profile shows the token. It is masked by default, can be shown and copied. */
function TokenField() {
  const { t } = useTranslation();
  const token = readToken() ?? "";
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <PasswordInput
        label={t("session.fields.token")}
        description={t("session.account.tokenDescription")}
        value={token}
        readOnly
        style={{ flex: 1 }}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      <CopyButton value={token} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? "light" : "default"}
            color={copied ? "teal" : undefined}
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            aria-label={copied ? t("session.account.copied") : t("session.account.copyToken")}
          >
            {copied ? t("session.account.copied") : t("session.account.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function PhotoSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const resetFile = useRef<() => void>(null);
  const [source, setSource] = useState<TPhotoSource | null>(null);
  const uploading = useAction<TProfile>({ action: "account-photo", success: t("session.account.photoSaved"), ...updateFailure(t) });
  const removing = useAction<TProfile>({ action: "account-photo", success: t("session.account.photoRemoved"), ...updateFailure(t) });
  const saving = uploading.pending;
  /** Raw English message (translated at render). */
  const [error, setError] = useState<string | null>(null);
  const name = fullName(profile) || profile.email;

  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const choose = (file: File | null) => {
    resetFile.current?.();
    setError(null);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setError("picture_too_big");
      return;
    }
    if (!ACCEPTED_IMAGES.includes(file.type)) {
      setError("not_an_image");
      return;
    }
    setSource({ url: URL.createObjectURL(file), type: file.type });
  };

  const upload = async (photo: string) => {
    const outcome = await uploading.run(() => update({ photo }));
    setSource(null);
    if (outcome.ok || !(outcome.error instanceof ApiError)) return;
    const photoErrors = rawMessages(outcome.error.response).photo;
    if (photoErrors) setError(photoErrors.join("\n"));
  };

  const remove = async () => {
    await removing.run(() => update({ photo: null }));
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t("session.account.removeTitle"),
      children: <Text size="sm">{t("session.account.removeText")}</Text>,
      labels: { confirm: t("session.account.remove"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => void remove(),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t("session.account.photo")}
      </Title>
      {profile.photo ? (
        <Image src={profile.photo} alt={t("session.account.photoAlt", { name })} className={classes.photo} radius="sm" fit="cover" />
      ) : (
        <Center className={`${classes.photo} ${classes.placeholder}`}>
          <Stack gap={4} align="center">
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              {t("session.account.noPhoto")}
            </Text>
          </Stack>
        </Center>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={ACCEPTED_IMAGES.join(",")} resetRef={resetFile}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={saving}>
              {profile.photo ? t("session.account.changePhoto") : t("session.account.choosePhoto")}
            </Button>
          )}
        </FileButton>
        {profile.photo && (
          <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={confirmRemove} loading={removing.pending}>
            {t("session.account.removePhoto")}
          </Button>
        )}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert" data-testid="photo-error">
          {translateAll(error.split("\n"))}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t("session.account.photoHint")}
        </Text>
      )}
      <PhotoCropModal source={source} saving={saving} onCancel={() => setSource(null)} onSave={upload} />
    </Stack>
  );
}

function EditProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const save = useAction<TProfile>({ action: "save-account", success: t("session.account.saved"), ...updateFailure(t) });
  const saving = save.pending;
  const form = useForm({
    mode: "controlled",
    initialValues: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email, current_password: "" },
    validate: {
      first_name: required,
      last_name: required,
      email: validateEmail,
      // A new email needs the current password.
      current_password: (value, values) => (values.email.trim() !== profile.email && !value ? "required" : null),
    },
  });
  const emailChanged = form.values.email.trim() !== profile.email;

  // A newer profile (from the server, or saved here) becomes the form's values unless the user is editing.
  const { first_name, last_name, email } = profile;
  // biome-ignore lint/correctness/useExhaustiveDependencies: form methods are stable enough; only profile values matter here.
  useEffect(() => {
    if (form.isDirty()) return;
    const values = { first_name, last_name, email, current_password: "" };
    form.setInitialValues(values);
    form.setValues(values);
  }, [first_name, last_name, email]);

  const submit = form.onSubmit(async (values) => {
    const body: Record<string, string> = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
    };
    if (values.current_password) body.current_password = values.current_password;
    const outcome = await save.run(() => update(body));
    if (outcome.ok) {
      const stored = outcome.result;
      const saved = { first_name: stored.first_name, last_name: stored.last_name, email: stored.email, current_password: "" };
      form.setInitialValues(saved);
      form.setValues(saved);
    } else if (outcome.error instanceof ApiError) {
      form.setErrors(rawFieldErrors(outcome.error.response));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t("session.account.editTitle")}
        </Title>
        <TextInput label={t("session.fields.firstName")} autoComplete="given-name" required {...inputProps(form, "first_name")} />
        <TextInput label={t("session.fields.lastName")} autoComplete="family-name" required {...inputProps(form, "last_name")} />
        <TextInput label={t("session.fields.email")} type="email" autoComplete="email" required {...inputProps(form, "email")} />
        {emailChanged && (
          <PasswordInput
            label={t("session.security.currentPassword")}
            description={t("session.security.currentPasswordForEmail")}
            autoComplete="current-password"
            required
            data-testid="profile-current-password"
            {...inputProps(form, "current_password")}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || saving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()} data-testid="account-save">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
