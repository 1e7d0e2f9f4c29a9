import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * Why the reader cannot change what is shown: the record is read-only for them or archived (gray), or the page is
 * not theirs to see (red). One look for every record and page, so "locked" reads the same everywhere.
 */
export type TBannerStatus = "read-only" | "archived" | "forbidden";

const COLORS: Record<TBannerStatus, string> = { "read-only": "gray", archived: "gray", forbidden: "red" };

/** The data-testid of each status's banner, which the e2e tests look for. */
export const STATUS_BANNER_TEST_IDS: Record<TBannerStatus, string> = {
  "read-only": "resource-read-only",
  archived: "procedure-archived",
  forbidden: "resource-forbidden",
};

/**
 * A record's or a page's status above its content. `testId` replaces the status's own id when a screen's tests name
 * it otherwise; `testId={null}` leaves it out.
 */
export function StatusBanner({
  status,
  title,
  children,
  testId,
}: {
  status: TBannerStatus;
  title?: ReactNode;
  children?: ReactNode;
  testId?: string | null;
}) {
  const id = testId === null ? undefined : (testId ?? STATUS_BANNER_TEST_IDS[status]);
  return (
    <Alert color={COLORS[status]} icon={<IconLock />} title={title} data-testid={id}>
      {children}
    </Alert>
  );
}
