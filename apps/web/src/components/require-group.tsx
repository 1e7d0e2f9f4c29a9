import type { TGroup } from "@weldtrace/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/session";
import { PageHeader } from "./page-header";
import { StatusBanner } from "./status-banner";

/** A screen for some groups only (narrower than the matrix): others see a plain refusal, not a broken page. */
export function RequireGroup({
  allow,
  title,
  children,
}: {
  allow: (group: TGroup | null | undefined) => boolean;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  if (allow(session.profile?.group)) return children;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <StatusBanner status="forbidden">{t("errors.forbidden")}</StatusBanner>
    </>
  );
}
