import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import {
  IconActivity,
  IconAlertTriangle,
  IconDotsVertical,
  IconPencil,
  IconRoute,
  IconScissors,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { changeWeldProject, edgeChoices, procedureEnabled, projects, repairChain, welds } from "@weldtrace/domain";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import danger from "../../components/danger.module.css";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { useDeleteRecord } from "../../components/resource/use-delete-record";
import { useSession } from "../../session/session";
import { listRows, type TRow, WELD_ROUTES } from "./api";
import { useCutActions } from "./use-cut-actions";

const stop = (event: MouseEvent) => event.stopPropagation();
const text = (value: unknown) => (typeof value === "string" ? value : "");

function WeldRowActions({ record }: { record: TResourceRecord }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { cut, cancel } = useCutActions();
  const confirmDelete = useDeleteRecord(welds);
  const project = text(record.project);
  const name = recordLabel(record);
  return (
    <>
      <Tooltip label={session.can("production", "update") ? t("common.edit") : t("resources.list.view")} withinPortal>
        <ActionIcon
          variant="subtle"
          aria-label={`${t("common.edit")} ${name}`}
          onClick={(event) => {
            stop(event);
            navigate(WELD_ROUTES.weldEdit(project, record.id));
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" onClick={stop} aria-label={t("welds.weld.more", { name })} data-testid="weld-more">
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown onClick={stop}>
          <Menu.Item
            component={Link}
            to={WELD_ROUTES.weldFlaws(project, record.id)}
            leftSection={<IconAlertTriangle size={16} />}
            data-testid="weld-flaws"
          >
            {t("resources.flaw.many")}
          </Menu.Item>
          <Menu.Item component={Link} to={WELD_ROUTES.weldCycles(project, record.id)} leftSection={<IconActivity size={16} />}>
            {t("resources.cycle.many")}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={WELD_ROUTES.weldTrace(project, record.id)}
            leftSection={<IconRoute size={16} />}
            data-testid="weld-traceability"
          >
            {t("trace.open")}
          </Menu.Item>
          {session.can("production", "create") && record.is_cut_out !== true && (
            <Menu.Item leftSection={<IconScissors size={16} />} onClick={() => cut(record)} data-testid="weld-cut">
              {t("welds.cut.cut")}
            </Menu.Item>
          )}
          {session.can("production", "delete") && record.is_cut_out === true && (
            <Menu.Item leftSection={<IconX size={16} />} onClick={() => cancel(record)} data-testid="weld-cancel-cut">
              {t("welds.cut.cancel")}
            </Menu.Item>
          )}
          {session.can("production", "delete") && (
            <Menu.Item color="red" className={danger.menuItem} leftSection={<IconTrash size={16} />} onClick={() => confirmDelete(record)}>
              {t("common.delete")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** /welds and /projects/{projectId}/welds. */
export function WeldsListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { projectId } = useParams();
  const project = useQuery({
    queryKey: queryKeys.item(projects.path, projectId ?? ""),
    queryFn: () => resourceProvider.get<{ name: string }>(projects.path, projectId ?? ""),
    enabled: Boolean(projectId),
  });
  const columns: TResourceColumn[] = [
    { key: "name" },
    { key: "internal_name" },
    ...(projectId ? [] : [{ key: "project" } as const]),
    { key: "procedure" },
    { key: "started_at" },
    { key: "completed" },
    { key: "scanned" },
    {
      key: "is_cut_out",
      title: t("welds.weld.state"),
      render: (record) => (
        <Group gap={4}>
          {record.is_cut_out === true && <Badge color="red">{t("welds.weld.cutOut")}</Badge>}
          {typeof record.repairs_weld === "string" && <Badge color="orange">{t("welds.weld.repair")}</Badge>}
        </Group>
      ),
    },
  ];
  return (
    <ResourceList
      key={projectId ?? "all"}
      resource={welds}
      columns={columns}
      title={projectId && project.data ? t("welds.weld.ofProject", { project: project.data.name }) : undefined}
      filters={projectId ? { project: projectId } : undefined}
      createTo={session.can("production", "create") ? (projectId ? `/projects/${projectId}/welds/create` : "/welds/create") : null}
      openTo={(record) => WELD_ROUTES.weldEdit(text(record.project), record.id)}
      rowActions={(record) => <WeldRowActions record={record} />}
      actionsWidth={96}
    />
  );
}

/** Spec §3: the original weld and its repairs R1, R2 … (a repair weld is the one a flaw sanctioned Repair names). */
function RepairHistory({ weldId, projectId }: { weldId: string; projectId: string }) {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey: ["welds", "repairs", projectId], queryFn: () => listRows("welds", { project: projectId }) });
  if (!rows.data) return null;
  const chain = repairChain(weldId, rows.data as (TRow & { created_at: string })[], (weld) =>
    typeof weld.repairs_weld === "string" ? weld.repairs_weld : null,
  );
  if (!chain.original || chain.repairs.length === 0) return null;
  const link = (weld: TRow, label: string) => (
    <Anchor
      component={Link}
      to={WELD_ROUTES.weldEdit(projectId, weld.id)}
      fw={weld.id === weldId ? 700 : undefined}
      // Told from the text around it by more than colour (WCAG 1.4.1; orange on grey is 1.14:1 in the dark theme).
      underline="always"
    >
      {label} {text(weld.name)}
    </Anchor>
  );
  return (
    <Paper withBorder p="md" maw={720} mt="md" data-testid="repair-history">
      <Title order={4} mb="xs">
        {t("welds.weld.repairHistory")}
      </Title>
      <Stack gap={4}>
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            {t("welds.weld.original")}
          </Text>{" "}
          {link(chain.original, "")}
        </Text>
        {chain.repairs.map((repair) => (
          <Text size="sm" key={repair.weld.id}>
            {link(repair.weld, repair.label)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Weld form (spec §5): the procedure is enabled once a project is chosen and a new project clears it; the two edge
 * selectors never offer the edge picked in the other; completed and scanned are shown only when editing.
 */
export function WeldFormPage({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const { projectId, id: weldId = "" } = useParams();
  const procedures = useQuery({
    queryKey: ["procedures", "for-welds"],
    queryFn: () => listRows("procedures", { is_archived: "false" }, "name"),
  });
  const edges = useQuery({ queryKey: ["workpiece-edges", "for-welds"], queryFn: () => listRows("workpiece-edges", {}, "name") });
  const pieces = useQuery({ queryKey: ["workpieces", "for-welds"], queryFn: () => listRows("workpieces", {}, "name") });
  // An edge reads "<workpiece> / <edge>": edge names (A, B…) repeat from one workpiece to the next.
  const edgeLabel = (edge: TRow) => `${text(pieces.data?.find((piece) => piece.id === edge.workpiece)?.name) || "?"} / ${text(edge.name)}`;
  const edgeOptions = (other: unknown) =>
    edgeChoices(edges.data ?? [], typeof other === "string" ? other : null)
      .map((edge) => ({ value: edge.id, label: edgeLabel(edge) }))
      .sort((left, right) => left.label.localeCompare(right.label));
  const hidden = mode === "create" ? ["completed", "scanned"] : [];
  return (
    <>
      <ResourceFormPage
        key={`${mode}-${weldId}`}
        resource={welds}
        mode={mode}
        defaults={projectId ? { project: projectId } : undefined}
        listTo={projectId ? WELD_ROUTES.projectWelds(projectId) : WELD_ROUTES.welds}
        hiddenFields={hidden}
        adjustValues={(next: TValues, previous: TValues) =>
          next.project !== previous.project ? (changeWeldProject(next as never, (next.project as string | null) ?? null) as TValues) : next
        }
        fieldProps={(values) => ({
          procedure: {
            disabled: !procedureEnabled({ project: values.project as string | null }),
            description: procedureEnabled({ project: values.project as string | null }) ? undefined : t("welds.weld.projectFirst"),
            options: (procedures.data ?? [])
              .filter((procedure) => procedure.project === values.project)
              .map((procedure) => ({ value: procedure.id, label: text(procedure.name) })),
            creatable: false,
          },
          workpiece_edge_1: { options: edgeOptions(values.workpiece_edge_2), creatable: false },
          workpiece_edge_2: { options: edgeOptions(values.workpiece_edge_1), creatable: false },
        })}
      />
      {mode === "edit" && projectId && <RepairHistory weldId={weldId} projectId={projectId} />}
    </>
  );
}
