import { measuringInstruments, welderQualifications, welders, workstations } from "@weldtrace/domain";
import type { RouteObject } from "react-router";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { InstrumentFormPage, InstrumentsListPage } from "./instruments-pages";
import { OthersDocumentsPage, OthersInstrumentsPage, OthersWorkstationsPage } from "./others-pages";
import { ProductModelFormPage } from "./product-model-pages";
import { QualificationFormPage, QualificationsListPage, WelderFormPage, WeldersListPage } from "./welders-pages";
import { WorkstationsListPage } from "./workstations-pages";

/** Measuring instruments, workstations, welders and qualifications; the other staff lists are generic. */
export const staffRoutes: RouteObject[] = [
  { path: "/measuring-instruments", element: <InstrumentsListPage /> },
  { path: "/measuring-instruments/create", element: <InstrumentFormPage key="create" mode="create" /> },
  { path: "/measuring-instruments/:id/edit", element: <InstrumentFormPage key="edit" mode="edit" /> },
  { path: "/measuring-instruments/user-guide", element: <ResourceGuidePage resource={measuringInstruments} /> },
  { path: "/others/measuring-instruments", element: <OthersInstrumentsPage /> },
  { path: "/product-models/create", element: <ProductModelFormPage key="create" mode="create" /> },
  { path: "/product-models/:id/edit", element: <ProductModelFormPage key="edit" mode="edit" /> },
  { path: "/workstations", element: <WorkstationsListPage /> },
  { path: "/workstations/create", element: <ResourceFormPage key="create" resource={workstations} mode="create" /> },
  { path: "/workstations/:id/edit", element: <ResourceFormPage key="edit" resource={workstations} mode="edit" /> },
  { path: "/workstations/user-guide", element: <ResourceGuidePage resource={workstations} /> },
  { path: "/others/workstations", element: <OthersWorkstationsPage /> },
  { path: "/others/documents", element: <OthersDocumentsPage /> },
  { path: "/welders", element: <WeldersListPage /> },
  { path: "/welders/create", element: <WelderFormPage key="create" mode="create" /> },
  { path: "/welders/:id/edit", element: <WelderFormPage key="edit" mode="edit" /> },
  { path: "/welders/user-guide", element: <ResourceGuidePage resource={welders} /> },
  { path: "/welder-qualifications", element: <QualificationsListPage /> },
  { path: "/welder-qualifications/create", element: <QualificationFormPage key="create" mode="create" /> },
  { path: "/welder-qualifications/:id/edit", element: <QualificationFormPage key="edit" mode="edit" /> },
  { path: "/welder-qualifications/user-guide", element: <ResourceGuidePage resource={welderQualifications} /> },
];
