import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TResourceRecord } from "../../components/resource/types";

const STATUS_COLORS: Record<string, string> = { PLANNED: "gray", "ON-GOING": "green", TERMINATED: "blue" };

/** The project status in the current language. */
export function StatusBadge({ record }: { record: TResourceRecord }) {
  const { t } = useTranslation();
  const status = String(record.status ?? "PLANNED") as "PLANNED" | "ON-GOING" | "TERMINATED";
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"}>
      {t(`resources.projectStatus.${status}`)}
    </Badge>
  );
}
