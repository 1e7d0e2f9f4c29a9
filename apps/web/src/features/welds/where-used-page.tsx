import { Alert, Anchor, Badge, Group, Skeleton, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { weldApi } from "../../api/endpoints";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { WELD_ROUTES } from "./api";

const KINDS = ["workpiece", "heat", "welder", "filler_metal", "measuring_instrument"] as const;
export type TWhereUsedKind = (typeof KINDS)[number];

interface TWhereUsed {
  results: { id: string; name: string; project: { id: string; name: string }; completed: boolean; is_cut_out: boolean }[];
  truncated: boolean;
}

/**
 * /welds/where-used?workpiece=|heat=|welder=|filler_metal=|measuring_instrument= (&label=): the welds a pipe, a heat,
 * a welder or a wire went into, or an instrument measured, each opening its traceability — the reverse of a weld's traceability, for a recall.
 */
export function WhereUsedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = KINDS.find((candidate) => params.get(candidate)) as TWhereUsedKind | undefined;
  const id = kind ? (params.get(kind) ?? "") : "";
  const label = params.get("label") ?? "";
  const answer = useQuery({
    queryKey: ["welds", "where-used", kind, id],
    queryFn: () => weldApi.whereUsed<TWhereUsed>(kind ?? "", id),
    enabled: Boolean(kind),
  });
  const title = t("trace.whereUsedTitle", { name: label || id.slice(-8) });
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t("resources.weld.many"), to: "/welds" }]} />
      {answer.isError && <Alert color="red">{describeFailure(answer.error)}</Alert>}
      {kind && !answer.data && !answer.isError && <Skeleton height={160} />}
      {answer.data &&
        (answer.data.results.length === 0 ? (
          <Text c="dimmed">{t("trace.whereUsedNone")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="where-used-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("resources.weld.one")}</Table.Th>
                  <Table.Th>{t("trace.project")}</Table.Th>
                  <Table.Th>{t("trace.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.results.map((weld) => (
                  <Table.Tr key={weld.id}>
                    <Table.Td>
                      <Anchor component={Link} to={WELD_ROUTES.weldTrace(weld.project.id, weld.id)}>
                        {weld.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{weld.project.name}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="light" color={weld.completed ? "green" : "blue"}>
                          {weld.completed ? t("trace.completed") : t("trace.inProgress")}
                        </Badge>
                        {weld.is_cut_out && (
                          <Badge variant="light" color="red">
                            {t("welds.weld.cutOut")}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      {answer.data?.truncated && <Text size="sm">{t("trace.whereUsedTruncated")}</Text>}
    </>
  );
}

/** The where-used page of a record, its name shown in the title. */
export const whereUsedRoute = (kind: TWhereUsedKind, id: string, label: string) =>
  `/welds/where-used?${kind}=${encodeURIComponent(id)}&label=${encodeURIComponent(label)}`;
