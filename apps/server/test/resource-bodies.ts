import type { TResource, TResourceField } from "@weldtrace/domain";
import { RESOURCES } from "@weldtrace/domain";
import { expect } from "vitest";
import type { TTestServer } from "./helpers.js";

/*
 * A valid create body for any resource, built from its field list alone so suites that walk every resource
 * (file fields, fuzzing, the route walker) cover resources added later without new code. A resource whose rules
 * the field list cannot express gets an entry in BODY_OVERRIDES, with the reason.
 */

type TBody = Record<string, unknown>;

/** Extra fields some resources need beyond their required ones (say why). */
export const BODY_OVERRIDES: Partial<Record<string, (server: TTestServer, token: string) => Promise<TBody>>> = {
  // A heat needs a document of its certificate type (a rule of the heats hook, not of the field list).
  workpieceHeat: (server, token) => certificate(server, token, "Workpiece heat certificate"),
  fillerMetalHeat: (server, token) => certificate(server, token, "Filler metal heat certificate"),
};

async function certificate(server: TTestServer, token: string, typeName: string): Promise<TBody> {
  const types = await server.request("GET", `/api/document-types/?search=${encodeURIComponent(typeName)}`, { token });
  const type = (types.body.results as { id: string; name: string }[]).find((row) => row.name === typeName);
  const document = await server.request("POST", "/api/documents/", { token, body: { name: uniqueName("Certificate"), type: type?.id } });
  expect(document.status, JSON.stringify(document.body)).toBe(201);
  return { documents: [document.body.id] };
}

let counter = 0;
/** A name no other test row has. */
export const uniqueName = (prefix = "Row") => `${prefix} ${Date.now().toString(36)}-${(counter++).toString(36)}`;

async function firstIdOf(server: TTestServer, token: string, target: string): Promise<string | undefined> {
  const resource = RESOURCES.find((candidate) => candidate.key === target);
  if (!resource) return undefined;
  const list = await server.request("GET", `/api/${resource.path}/?page_size=1`, { token });
  const existing = list.body?.results?.[0]?.id as string | undefined;
  if (existing) return existing;
  const created = await createRecord(server, token, resource);
  return created?.id as string | undefined;
}

async function valueFor(server: TTestServer, token: string, field: TResourceField): Promise<unknown> {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "lines":
      return uniqueName(field.key);
    case "number":
      return 1;
    case "fraction":
      return "1/16";
    case "boolean":
      return false;
    case "date":
      return "2026-01-15";
    case "color":
      return "#336699";
    case "choice":
      return field.options?.[0];
    case "password":
      return "correct-horse-battery-staple";
    case "reference":
      return field.target ? firstIdOf(server, token, field.target) : undefined;
    case "references":
      return [];
    default:
      return undefined;
  }
}

/** A create body that the resource's POST accepts. */
export async function validBody(server: TTestServer, token: string, resource: TResource): Promise<TBody> {
  const body: TBody = {};
  for (const field of resource.fields) {
    if (!field.required || field.key === "client") continue;
    const value = await valueFor(server, token, field);
    if (value !== undefined) body[field.key] = value;
  }
  return { ...body, ...(await BODY_OVERRIDES[resource.key]?.(server, token)) };
}

/** Creates one record through the resource's own POST; answers it. */
export async function createRecord(server: TTestServer, token: string, resource: TResource): Promise<TBody | undefined> {
  const response = await server.request("POST", `/api/${resource.path}/`, { token, body: await validBody(server, token, resource) });
  expect(response.status, `${resource.key}: ${JSON.stringify(response.body)}`).toBe(201);
  return response.body as TBody;
}
