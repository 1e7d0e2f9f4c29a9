import { ActionIcon, Button, Divider, Group, Modal, Popover, Stack, Text, TextInput } from "@mantine/core";
import { IconBookmark, IconBookmarkPlus, IconCheck, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSavedView, TSavedViewState } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ApiError } from "../../api/client";
import { savedViewApi } from "../../api/endpoints";
import { translateFieldMessages } from "../../i18n";
import { useAction } from "../use-action";
import type { TListState } from "./use-list-params";

/** The list a view belongs to: the page's path without its slashes (`welds`, `projects/<id>/welds`). */
export const savedViewListOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, "").toLowerCase();

/** What a view keeps of a list's state: everything that shapes the rows shown, not the page the user is on. */
export function viewStateOf(state: TListState, hiddenColumns: readonly string[], defaultOrdering: string): TSavedViewState {
  return {
    search: state.search,
    ordering: state.ordering === defaultOrdering ? "" : state.ordering,
    page_size: state.pageSize,
    filters: { ...state.filters },
    hidden_columns: [...hiddenColumns].sort(),
  };
}

/** Whether the list shows exactly what a view keeps (the picker marks that view). */
export function sameViewState(a: TSavedViewState, b: TSavedViewState): boolean {
  const filters = (state: TSavedViewState) =>
    JSON.stringify(Object.entries(state.filters).sort(([left], [right]) => left.localeCompare(right)));
  return (
    a.search === b.search &&
    a.ordering === b.ordering &&
    (a.page_size ?? null) === (b.page_size ?? null) &&
    filters(a) === filters(b) &&
    JSON.stringify([...a.hidden_columns].sort()) === JSON.stringify([...b.hidden_columns].sort())
  );
}

const viewsKey = (list: string) => ["saved-views", list] as const;

/**
 * "Views" beside a list's search: the user's named views of this list, kept on the server so they follow
 * them from one device to another. Picking one puts its search, filters, sort, page size and columns back; the
 * current state can be saved under a new name; a view is deleted from the same menu.
 */
export function SavedViewsPicker({ current, onApply }: { current: TSavedViewState; onApply: (state: TSavedViewState) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = savedViewListOf(useLocation().pathname);
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const views = useQuery({
    queryKey: viewsKey(list),
    queryFn: () => savedViewApi.list(list),
    staleTime: 60_000,
  });
  // Of several views showing the same rows, the one the user picked or saved last is the one named.
  const [chosen, setChosen] = useState<string | null>(null);
  const matching = views.data?.results.filter((view) => sameViewState(view.state, current)) ?? [];
  const active = matching.find((view) => view.id === chosen) ?? matching[0];

  const save = useAction<TSavedView>({
    action: "saved-view",
    success: (view) => t("listShaping.viewSaved", { name: view.name }),
    errorTitle: t("listShaping.viewError"),
    onSuccess: async (view) => {
      setNaming(false);
      setChosen(view.id);
      await queryClient.invalidateQueries({ queryKey: viewsKey(list) });
    },
    // A field's refusal (a name already taken) is said under the field; anything else in a toast.
    refused: (error) => {
      const field = error instanceof ApiError ? translateFieldMessages(error.response.data).name?.[0] : undefined;
      if (field) setNameError(field);
      return field !== undefined;
    },
  });
  // A deleted view is said in gray: nothing to check.
  const remove = useAction({
    action: "saved-view",
    successColor: "gray",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsKey(list) }),
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const removeView = (view: TSavedView) => {
    setRemoving(view.id);
    void remove.run(() => savedViewApi.remove(view.id), { success: t("listShaping.viewDeleted", { name: view.name }) });
  };

  return (
    <>
      <Popover opened={open} onChange={setOpen} position="bottom-end" shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconBookmark size={14} />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            data-testid="saved-views"
          >
            {active ? t("listShaping.viewActive", { name: active.name }) : t("listShaping.views")}
          </Button>
        </Popover.Target>
        <Popover.Dropdown miw={260} maw={360}>
          <Stack gap={4} role="group" aria-label={t("listShaping.viewsTitle")}>
            <Text size="sm" fw={600}>
              {t("listShaping.viewsTitle")}
            </Text>
            {views.isError ? (
              <Text size="sm" c="red">
                {t("listShaping.viewsLoadError")}
              </Text>
            ) : views.data?.results.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("listShaping.viewsNone")}
              </Text>
            ) : (
              views.data?.results.map((view) => (
                <Group key={view.id} gap={4} wrap="nowrap" justify="space-between">
                  <Button
                    variant={view.id === active?.id ? "light" : "subtle"}
                    size="compact-sm"
                    justify="flex-start"
                    flex={1}
                    leftSection={view.id === active?.id ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
                    aria-label={t("listShaping.viewOpen", { name: view.name })}
                    aria-current={view.id === active?.id ? "true" : undefined}
                    onClick={() => {
                      setChosen(view.id);
                      setOpen(false);
                      onApply(view.state);
                    }}
                    data-testid="saved-view"
                  >
                    {view.name}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("listShaping.viewDelete", { name: view.name })}
                    loading={remove.pending && removing === view.id}
                    onClick={() => removeView(view)}
                    data-testid="saved-view-delete"
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))
            )}
            <Divider my={4} />
            <Button
              variant="subtle"
              size="compact-sm"
              justify="flex-start"
              leftSection={<IconBookmarkPlus size={14} />}
              onClick={() => {
                setOpen(false);
                setName("");
                setNameError(null);
                setNaming(true);
              }}
              data-testid="saved-view-new"
            >
              {t("listShaping.viewSave")}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t("listShaping.viewSaveTitle")} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) void save.run(() => savedViewApi.create({ list, name: name.trim(), state: current }));
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t("listShaping.viewSaveText")}</Text>
            <TextInput
              label={t("listShaping.viewName")}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              required
              maxLength={100}
              data-autofocus
              data-testid="saved-view-name"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(false)}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={save.pending} disabled={!name.trim()} data-testid="saved-view-save">
                {t("common.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
