import { fillerMetals, workpieceEdges, workpieces } from "@weldtrace/domain";
import type { RouteObject } from "react-router";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { AllEdgesPage, EdgeFormPage, WorkpieceEdgesPage } from "./edges-page";
import { FillerMetalFormPage, FillerMetalsListPage, OthersFillerMetalsPage } from "./filler-metals-pages";
import { OthersWorkpiecesPage } from "./others-workpieces-page";
import { WorkpieceCreatePage, WorkpieceDetailPage } from "./workpiece-form-page";
import { WorkpiecesListPage } from "./workpieces-list-page";

export const workpieceRoutes: RouteObject[] = [
  { path: "/workpieces", element: <WorkpiecesListPage /> },
  { path: "/workpieces/create", element: <WorkpieceCreatePage key="create" /> },
  { path: "/workpieces/:id/edit", element: <WorkpieceDetailPage key="edit" /> },
  { path: "/workpieces/:id/workpieces-edges", element: <WorkpieceEdgesPage /> },
  { path: "/workpieces/:id/workpieces-edges/create", element: <EdgeFormPage key="edge-create" mode="create" /> },
  { path: "/workpieces/:workpieceId/workpieces-edges/:id/edit", element: <EdgeFormPage key="edge-edit" mode="edit" /> },
  { path: "/workpiece-edges", element: <AllEdgesPage /> },
  { path: "/others/workpieces", element: <OthersWorkpiecesPage /> },
  { path: "/workpieces/user-guide", element: <ResourceGuidePage resource={workpieces} /> },
  { path: "/workpiece-edges/user-guide", element: <ResourceGuidePage resource={workpieceEdges} /> },
  { path: "/filler-metals", element: <FillerMetalsListPage /> },
  { path: "/filler-metals/create", element: <FillerMetalFormPage key="filler-create" mode="create" /> },
  { path: "/filler-metals/:id/edit", element: <FillerMetalFormPage key="filler-edit" mode="edit" /> },
  { path: "/filler-metals/user-guide", element: <ResourceGuidePage resource={fillerMetals} /> },
  { path: "/others/filler-metals", element: <OthersFillerMetalsPage /> },
];
