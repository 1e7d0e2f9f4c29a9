import { ActionIcon, Anchor, Badge, type ComboboxItem, Group, Menu, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
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
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  changeWeldProject,
  procedureEnabled,
  projects,
  repairChain,
  SEARCH_DEBOUNCE_MS,
  type TEdgeChoices,
  welds,
} from "@weldtrace/domain";
import { type MouseEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { weldApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import danger from "../../components/danger.module.css";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { useDeleteRecord } from "../../components/resource/use-delete-record";
import { useSession } from "../../session/session";
import { NewInspectionMenu } from "../inspections/new-inspection-menu";
import { listRows, type TRow, WELD_ROUTES } from "./api";
import { useProjectCrumbs } from "./crumbs";
import { useCutActions } from "./use-cut-actions";

const stop = (event: MouseEvent) => event.stopPropagation();
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A state badge read whole ("REPAIR", "CUT OUT"): it widens its column instead of ending in "REP…" at 1440 px. */
export const WHOLE_BADGE = {
  root: { flexShrink: 0, maxWidth: "none", overflow: "visible" },
  label: { overflow: "visible", textOverflow: "clip" },
};

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
  const projectOptions = useReferenceOptions(projectId ? undefined : "project");
  const yesNo = [
    { value: "true", label: t("listShaping.yes") },
    { value: "false", label: t("listShaping.no") },
  ];
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
      text: (record) =>
        [record.is_cut_out === true ? t("welds.weld.cutOut") : "", typeof record.repairs_weld === "string" ? t("welds.weld.repair") : ""]
          .filter(Boolean)
          .join(", "),
      render: (record) => (
        <Group gap={4} wrap="nowrap">
          {record.is_cut_out === true && (
            <Badge color="red" styles={WHOLE_BADGE}>
              {t("welds.weld.cutOut")}
            </Badge>
          )}
          {typeof record.repairs_weld === "string" && (
            <Badge color="orange" styles={WHOLE_BADGE}>
              {t("welds.weld.repair")}
            </Badge>
          )}
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
      filterControls={[
        ...(projectId ? [] : [{ key: "project", label: t("resources.fields.project"), options: projectOptions.data ?? [] }]),
        { key: "completed", label: t("resources.fields.completed"), options: yesNo },
        { key: "is_cut_out", label: t("welds.weld.cutOut"), options: yesNo },
      ]}
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

type TEdgeChoice = TEdgeChoices["results"][number];
/** An edge reads "<workpiece> / <edge>": edge names (A, B…) repeat from one workpiece to the next. */
const edgeLabel = (edge: TEdgeChoice) => `${edge.workpiece.name} / ${edge.name}`;

/** Beside an edge in the picker: its heat, and whether another weld uses it or it lies outside the project. */
function EdgeOption({ edge, project }: { edge: TEdgeChoice | undefined; project: string | null }) {
  const { t } = useTranslation();
  if (!edge) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {edge.heat_no && (
        <Text size="xs" c="dimmed">
          {t("welds.weld.edgeHeat", { heat: edge.heat_no })}
        </Text>
      )}
      {edge.used_by ? (
        <Badge color="orange" variant="light" data-testid="edge-used">
          {t("welds.weld.edgeUsedBy", { weld: edge.used_by.name })}
        </Badge>
      ) : edge.project !== project ? (
        <Badge color="gray" variant="light">
          {t(edge.project ? "welds.weld.edgeOtherProject" : "welds.weld.edgeNoProject")}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * One edge picker's choices, searched on the server (pipe, heat, scanned label) once typing pauses; the edges seen so
 * far stay known, so a chosen edge still reads by its name when a later search leaves it out.
 */
function useEdgePicker(project: string | null, weld: string | undefined) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const known = useRef(new Map<string, TEdgeChoice>());
  const answer = useQuery({
    queryKey: ["weld-edge-choices", project, weld ?? null, debounced],
    queryFn: () => weldApi.edgeChoices(project ?? "", weld, debounced),
    enabled: Boolean(project),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  for (const edge of answer.data?.results ?? []) known.current.set(edge.id, edge);
  // Choosing an option puts its label in the search box: that is not a search.
  const onSearchChange = (typed: string) =>
    setSearch([...known.current.values()].some((edge) => edgeLabel(edge) === typed) ? "" : typed.trim());
  return { results: answer.data?.results ?? [], truncated: answer.data?.truncated ?? false, known: known.current, onSearchChange };
}

/**
 * Weld form (spec §5): the procedure is enabled once a project is chosen and a new project clears it; the two edge
 * selectors offer the project's free edges first (used ones say by which weld), search on the server by pipe, heat
 * or scanned label, and never offer the edge picked in the other; completed and scanned are shown only when editing.
 */
export function WeldFormPage({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const { projectId, id: weldId = "" } = useParams();
  const projectCrumbs = useProjectCrumbs(projectId);
  const procedures = useQuery({
    queryKey: ["procedures", "for-welds"],
    queryFn: () => listRows("procedures", { is_archived: "false" }, "name"),
  });
  const [project, setProject] = useState<string | null>(projectId ?? null);
  const weld = mode === "edit" ? weldId : undefined;
  const pickers = { 1: useEdgePicker(project, weld), 2: useEdgePicker(project, weld) };
  const edgePicker = (values: TValues, torch: 1 | 2) => {
    const picker = pickers[torch];
    const other = values[`workpiece_edge_${torch === 1 ? 2 : 1}`];
    const chosen = values[`workpiece_edge_${torch}`];
    const shown = [...picker.results];
    const kept = typeof chosen === "string" ? picker.known.get(chosen) : undefined;
    if (kept && !shown.some((edge) => edge.id === kept.id)) shown.unshift(kept);
    return {
      options: shown.filter((edge) => edge.id !== other).map((edge) => ({ value: edge.id, label: edgeLabel(edge) })),
      creatable: false,
      disabled: !values.project,
      description: values.project
        ? picker.truncated
          ? t("welds.weld.edgeMore", { count: picker.results.length })
          : t("welds.weld.edgeSearchHelp")
        : t("welds.weld.projectFirst"),
      onSearchChange: picker.onSearchChange,
      // The server searched (a heat or a label matches no label): show what it answered.
      filter: ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[],
      renderOption: ({ option }: { option: ComboboxItem }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm">{option.label}</Text>
          <EdgeOption edge={picker.known.get(option.value)} project={typeof values.project === "string" ? values.project : null} />
        </Group>
      ),
    };
  };
  const hidden = mode === "create" ? ["completed", "scanned"] : [];
  // The form's own query (the cache answers): the weld's procedure says which inspections it plans.
  const edited = useQuery({
    queryKey: queryKeys.item(welds.path, weldId),
    queryFn: () => resourceProvider.get<TRow>(welds.path, weldId),
    enabled: mode === "edit",
  });
  return (
    <>
      <ResourceFormPage
        key={`${mode}-${weldId}`}
        resource={welds}
        mode={mode}
        defaults={projectId ? { project: projectId } : undefined}
        listTo={projectId ? WELD_ROUTES.projectWelds(projectId) : WELD_ROUTES.welds}
        crumbs={projectCrumbs}
        hiddenFields={hidden}
        headerActions={
          mode === "edit" && edited.data ? <NewInspectionMenu weld={weldId} procedure={text(edited.data.procedure) || null} /> : undefined
        }
        adjustValues={(next: TValues, previous: TValues) => {
          if (next.project === previous.project) return next;
          setProject(typeof next.project === "string" ? next.project : null);
          return changeWeldProject(next as never, (next.project as string | null) ?? null) as TValues;
        }}
        fieldProps={(values) => ({
          procedure: {
            disabled: !procedureEnabled({ project: values.project as string | null }),
            description: procedureEnabled({ project: values.project as string | null }) ? undefined : t("welds.weld.projectFirst"),
            options: (procedures.data ?? [])
              .filter((procedure) => procedure.project === values.project)
              .map((procedure) => ({ value: procedure.id, label: text(procedure.name) })),
            creatable: false,
          },
          workpiece_edge_1: edgePicker(values, 1),
          workpiece_edge_2: edgePicker(values, 2),
        })}
      />
      {mode === "edit" && projectId && <RepairHistory weldId={weldId} projectId={projectId} />}
    </>
  );
}
