import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  INSPECTION_KINDS,
  INSPECTION_RESOURCES,
  inspectionPath,
  measurementPath,
  SEQUENCE_RESOURCES,
  SEQUENCED_INSPECTION_KINDS,
} from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { InspectionFormPage, InspectionListPage, MeasurementsPage } from "./inspections";
import { MeasurementEntryPage } from "./measurement-entry";
import { SequenceFormPage, SequenceListPage } from "./sequences";

/** A page of links: the menu's "Inspection setup" (the sequences) and "Inspections" (the seven lists). */
function HubPage({ title, text, links }: { title: string; text: string; links: { to: string; label: string }[] }) {
  return (
    <Stack>
      <PageHeader title={title} />
      <Text c="dimmed">{text}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {links.map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder padding="lg">
            <Text fw={600}>{link.label}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function InspectionsSetupPage() {
  const { t } = useTranslation();
  return (
    <HubPage
      title={t("inspections.setupTitle")}
      text={t("inspections.setupText")}
      links={SEQUENCED_INSPECTION_KINDS.map((kind) => ({
        to: `/${SEQUENCE_RESOURCES[kind].path}`,
        label: t(`resources.${SEQUENCE_RESOURCES[kind].key}.many`),
      }))}
    />
  );
}

function InspectionsPage() {
  const { t } = useTranslation();
  return (
    <HubPage
      title={t("inspections.listsTitle")}
      text={t(`resources.purpose.${INSPECTION_RESOURCES.fit_up.key}`)}
      links={INSPECTION_KINDS.map((kind) => ({
        to: `/${inspectionPath(kind)}`,
        label: t(`resources.${INSPECTION_RESOURCES[kind].key}.many`),
      }))}
    />
  );
}

/** Spec §2 "Inspections": the lists, measurement tables and sequence screens at the spec's routes. */
export const inspectionRoutes: RouteObject[] = [
  { path: "/inspections", element: <InspectionsPage /> },
  { path: "/inspections-setup", element: <InspectionsSetupPage /> },
  ...SEQUENCED_INSPECTION_KINDS.flatMap((kind): RouteObject[] => {
    const path = `/${SEQUENCE_RESOURCES[kind].path}`;
    return [
      { path, element: <SequenceListPage key={path} kind={kind} /> },
      { path: `${path}/create`, element: <SequenceFormPage key={`${path}-create`} kind={kind} mode="create" /> },
      { path: `${path}/:id/edit`, element: <SequenceFormPage key={`${path}-edit`} kind={kind} mode="edit" /> },
      { path: `${path}/user-guide`, element: <ResourceGuidePage key={`${path}-guide`} resource={SEQUENCE_RESOURCES[kind]} /> },
    ];
  }),
  ...INSPECTION_KINDS.flatMap((kind): RouteObject[] => {
    const path = `/${inspectionPath(kind)}`;
    return [
      { path, element: <InspectionListPage key={path} kind={kind} /> },
      { path: `${path}/create`, element: <InspectionFormPage key={`${path}-create`} kind={kind} mode="create" /> },
      { path: `${path}/:id/edit`, element: <InspectionFormPage key={`${path}-edit`} kind={kind} mode="edit" /> },
      { path: `${path}/user-guide`, element: <ResourceGuidePage key={`${path}-guide`} resource={INSPECTION_RESOURCES[kind]} /> },
      { path: `${path}/:id/${measurementPath(kind)}`, element: <MeasurementsPage key={`${path}-measurements`} kind={kind} /> },
      { path: `${path}/:id/${measurementPath(kind)}/record`, element: <MeasurementEntryPage key={`${path}-record`} kind={kind} /> },
    ];
  }),
];
