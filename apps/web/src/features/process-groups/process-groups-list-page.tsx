import { Text, Tooltip } from "@mantine/core";
import { describeGroupTrigger, type TTriggerCondition, weldingProcessGroups } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useTriggerWords } from "./use-trigger-words";

const conditionsOf = (record: TResourceRecord) => (record.trigger_conditions as TTriggerCondition[] | undefined) ?? [];

/** A header with the spec's tooltip (max width 250 px). */
function Header({ label, tip }: { label: string; tip: string }) {
  return (
    <Tooltip label={tip} multiline maw={250} withArrow>
      <Text fw={700} size="sm" span style={{ textDecoration: "underline dotted" }}>
        {label}
      </Text>
    </Tooltip>
  );
}

/**
 * Spec §2: name, start and stop condition texts, occultation shown as "start threshold + N s" and
 * "stop threshold - N s", buffers; a row opens the group's welding processes.
 */
export function ProcessGroupsListPage() {
  const { t } = useTranslation();
  const words = useTriggerWords();
  const seconds = (value: unknown) => (typeof value === "number" && words.number ? words.number(value) : String(value ?? ""));
  const columns: TResourceColumn[] = [
    { key: "name" },
    {
      key: "x_start",
      title: <Header label={t("processGroups.start")} tip={t("processGroups.startTip")} />,
      render: (record) => <Text size="sm">{describeGroupTrigger(conditionsOf(record), true, words) || "—"}</Text>,
    },
    {
      key: "x_stop",
      title: <Header label={t("processGroups.stop")} tip={t("processGroups.stopTip")} />,
      render: (record) => <Text size="sm">{describeGroupTrigger(conditionsOf(record), false, words) || "—"}</Text>,
    },
    {
      key: "occultation_duration_start",
      title: <Header label={t("processGroups.occultationStart")} tip={t("processGroups.occultationStartTip")} />,
      render: (record) => <Text size="sm">{t("processGroups.afterStart", { seconds: seconds(record.occultation_duration_start) })}</Text>,
    },
    {
      key: "occultation_duration_stop",
      title: <Header label={t("processGroups.occultationStop")} tip={t("processGroups.occultationStopTip")} />,
      render: (record) => <Text size="sm">{t("processGroups.beforeStop", { seconds: seconds(record.occultation_duration_stop) })}</Text>,
    },
    { key: "buffer_start", title: <Header label={t("resources.fields.buffer_start")} tip={t("processGroups.bufferStartTip")} /> },
    { key: "buffer_stop", title: <Header label={t("resources.fields.buffer_stop")} tip={t("processGroups.bufferStopTip")} /> },
  ];
  return (
    <ResourceList
      resource={weldingProcessGroups}
      columns={columns}
      rowClickTo={(record) => `/welding-process-groups/${record.id}/welding-processes`}
    />
  );
}
