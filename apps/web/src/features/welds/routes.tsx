import { cutOuts, cycles, flaws, welds } from "@weldtrace/domain";
import type { RouteObject } from "react-router";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { CycleDetailPage, CycleFormPage, CyclesListPage } from "./cycles";
import { flawLibraryRoutes } from "./flaw-libraries";
import { FlawFormPage, FlawsListPage } from "./flaws";
import { ProjectCutOutsPage, ProjectPage } from "./project-page";
import { WeldTraceabilityPage } from "./traceability-page";
import { WeldFormPage, WeldsListPage } from "./welds";
import { WhereUsedPage } from "./where-used-page";

const weld = "/projects/:projectId/welds/:weldId";

/** Spec §2 routes of welds, cycles, cut-outs, flaws and flaw libraries, and the project page. */
export const weldRoutes: RouteObject[] = [
  ...flawLibraryRoutes,
  { path: "/projects/:projectId", element: <ProjectPage /> },
  { path: "/projects/:projectId/cutOuts", element: <ProjectCutOutsPage /> },
  { path: "/welds", element: <WeldsListPage /> },
  { path: "/welds/where-used", element: <WhereUsedPage /> },
  { path: "/welds/create", element: <WeldFormPage key="create" mode="create" /> },
  { path: "/welds/user-guide", element: <ResourceGuidePage resource={welds} /> },
  { path: "/projects/:projectId/welds", element: <WeldsListPage /> },
  { path: "/projects/:projectId/welds/create", element: <WeldFormPage key="create-in-project" mode="create" /> },
  // The generic form reads the record id from `:id`.
  { path: "/projects/:projectId/welds/:id/edit", element: <WeldFormPage key="edit" mode="edit" /> },
  { path: `${weld}/flaws`, element: <FlawsListPage /> },
  { path: `${weld}/flaws/create`, element: <FlawFormPage key="create" mode="create" /> },
  { path: `${weld}/flaws/:id/edit`, element: <FlawFormPage key="edit" mode="edit" /> },
  { path: `${weld}/cycles`, element: <CyclesListPage /> },
  { path: `${weld}/traceability`, element: <WeldTraceabilityPage /> },
  { path: `${weld}/cycles/create`, element: <CycleFormPage key="create-for-weld" mode="create" /> },
  { path: "/flaws", element: <FlawsListPage /> },
  { path: "/flaws/user-guide", element: <ResourceGuidePage resource={flaws} /> },
  { path: "/cycles", element: <CyclesListPage /> },
  { path: "/cycles/create", element: <CycleFormPage key="create" mode="create" /> },
  { path: "/cycles/user-guide", element: <ResourceGuidePage resource={cycles} /> },
  { path: "/cycles/:id", element: <CycleDetailPage /> },
  { path: "/cycles/:id/edit", element: <CycleFormPage key="edit" mode="edit" /> },
  { path: "/cut-outs/user-guide", element: <ResourceGuidePage resource={cutOuts} /> },
];
