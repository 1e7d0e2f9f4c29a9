import type { RouteObject } from "react-router";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { userResource } from "./resource";
import { UserCreatePage, UserEditPage } from "./user-form-page";
import { UsersListPage } from "./users-list-page";

/** /users (people and edge servers), /users/create, /users/{id}/edit and the list's guide. */
export const userRoutes: RouteObject[] = [
  { path: "/users", element: <UsersListPage /> },
  { path: "/users/create", element: <UserCreatePage /> },
  { path: "/users/:id/edit", element: <UserEditPage /> },
  { path: "/users/user-guide", element: <ResourceGuidePage resource={userResource} /> },
];
