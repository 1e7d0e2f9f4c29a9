import { Badge, Group, Stack, Text } from "@mantine/core";
import type { TCalibrationState, TQualificationState } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { TResourceRecord } from "../../components/resource/types";
import { formatDate } from "../../i18n/format";

const CALIBRATION_COLORS: Record<TCalibrationState, string> = { valid: "green", expiring: "orange", expired: "red" };
const QUALIFICATION_COLORS: Record<TQualificationState, string> = {
  valid: "green",
  expiring: "orange",
  lapsed: "red",
  expired: "red",
  future: "gray",
};

/** The expiry date with the instrument's calibration state beside it (orange: within 30 days, red: expired). */
export function CalibrationCell({ record }: { record: TResourceRecord }) {
  const { t, i18n } = useTranslation();
  const state = record.calibration_state as TCalibrationState | null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{formatDate(record.expire_at, i18n.language)}</Text>
      {state && state !== "valid" && (
        <Text size="xs" fw={700} c={CALIBRATION_COLORS[state]} style={{ whiteSpace: "nowrap" }} data-testid={`calibration-${state}`}>
          {t(`staff.calibration.${state}`)}
        </Text>
      )}
    </Group>
  );
}

export interface TWelderQualificationSummary {
  id: string;
  process_name: string;
  state: TQualificationState;
  until: string;
}

const shortDate = (date: string, language: string) => formatDate(date, language);

/** One line per qualification: "GMAW until 14 Jul 2026", coloured by state. */
export function QualificationsCell({ record }: { record: TResourceRecord }) {
  const { t, i18n } = useTranslation();
  const qualifications = (record.qualifications as TWelderQualificationSummary[] | undefined) ?? [];
  if (qualifications.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("staff.qualification.notQualified")}
      </Text>
    );
  return (
    <Stack gap={2}>
      {qualifications.map((qualification) => (
        <Text
          key={qualification.id}
          size="sm"
          c={QUALIFICATION_COLORS[qualification.state]}
          fw={qualification.state === "valid" ? 400 : 600}
          data-testid={`qualification-${qualification.state}`}
        >
          {t("staff.qualification.until", { process: qualification.process_name, date: shortDate(qualification.until, i18n.language) })}
          {qualification.state !== "valid" && ` (${t(`staff.qualification.${qualification.state}`)})`}
        </Text>
      ))}
    </Stack>
  );
}

export function QualificationStateBadge({ state }: { state: TQualificationState }) {
  const { t } = useTranslation();
  return (
    <Badge color={QUALIFICATION_COLORS[state]} variant="light">
      {t(`staff.qualification.${state}`)}
    </Badge>
  );
}

/** What a qualification's state rests on: its dates from the server (state, until, lapses_on). */
export interface TQualificationDatesShown {
  state: TQualificationState;
  until: string;
  lapses_on?: string | null;
  expire_at?: string | null;
}

/**
 * Why a qualification expires soon, has lapsed or expired, with the date it turns on: the certificate's own expiry,
 * or continuity (6 months without welding with the process). Null while it simply holds, or is not yet valid.
 */
export function qualificationReason(row: TQualificationDatesShown, t: TFunction, language: string): string | null {
  const byCertificate = Boolean(row.expire_at) && row.expire_at === row.until;
  switch (row.state) {
    case "expiring":
      return byCertificate || !row.lapses_on
        ? t("staff.qualification.reasonCertificate", { date: formatDate(row.until, language) })
        : t("staff.qualification.reasonContinuity", { date: formatDate(row.lapses_on, language) });
    case "lapsed":
      return t("staff.qualification.reasonLapsed", { date: formatDate(row.lapses_on ?? row.until, language) });
    case "expired":
      return t("staff.qualification.reasonExpired", { date: formatDate(row.expire_at ?? row.until, language) });
    default:
      return null;
  }
}
