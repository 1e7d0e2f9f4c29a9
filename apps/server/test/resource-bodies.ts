import type { TResource, TResourceField } from "@weldtrace/domain";
import { RESOURCES } from "@weldtrace/domain";
import { expect } from "vitest";
import { procedures } from "../src/db/schema/index.js";
import type { TTestServer } from "./helpers.js";
import { inspectionSite, sequenceBodies } from "./inspection-site.js";

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
  // A pipe needs its outer diameter (spec §5: required by type), which the field list cannot say.
  workpiece: async (server, token) => ({ type: await idNamed(server, token, "workpiece-types", "PIPE"), outer_diameter: 168.3 }),
  // A weld's procedure is not a generic resource, and must belong to the weld's project.
  weld: async (server, token) => {
    const project = await firstIdOf(server, token, "project");
    const me = await server.request("GET", "/api/me/", { token });
    const [procedure] = await server.db
      .insert(procedures)
      .values({ client_id: me.body.client, name: uniqueName("WPS"), date_format: "YYYY-MM-DD", project })
      .returning();
    return { project, procedure: procedure?.id };
  },
  // A weld is cut once: each cut-out takes a weld of its own.
  cutOut: async (server, token) => ({ weld: (await createRecord(server, token, resourceOf("weld")))?.id }),
  // The library, its method and the method's type form one chain; a rejected flaw's sanction is Repair or Cut-Out.
  flaw: async (server, token) => {
    const library = await createRecord(server, token, resourceOf("flawLibrary"));
    const method = await post(server, token, "flaw-nde-methods", { name: uniqueName("RT"), library: library?.id });
    const type = await post(server, token, "flaw-types", { name: uniqueName("Porosity"), nde_method: method.id });
    return { library: library?.id, nde_method: method.id, type: type.id, status: "Active", result: "Rejected", sanction: "Repair" };
  },
  // An attachment holds a stored file: one is uploaded for it.
  flawAttachment: async (server, token) => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], { type: "application/pdf" }),
      "report.pdf",
    );
    const response = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return { file: ((await response.json()) as { id: string }).id };
  },
  // A parameter set names one of its product model's types.
  instrumentTypesParameter: async (server, token) => {
    const instrumentType = await firstIdOf(server, token, "measuringInstrumentType");
    const model = await post(server, token, "product-models", { name: uniqueName("Model"), types: [instrumentType] });
    return { product_model: model.id, instrument_type: instrumentType };
  },
  // Sequences and inspections name a procedure's own rows (a procedure is not a generic resource): a site has them.
  ...inspectionOverrides(),
};

/** A body per sequence and inspection resource, on a new inspection site of the token's client. */
function inspectionOverrides(): Partial<Record<string, (server: TTestServer, token: string) => Promise<TBody>>> {
  const siteOf = async (server: TTestServer, token: string) => {
    const me = await server.request("GET", "/api/me/", { token });
    return inspectionSite(server, me.body.client, uniqueName("Site"));
  };
  const sequenceKinds = {
    fitUpInspectionSequence: "fit_up",
    bevelInspectionSequence: "bevel",
    temperatureControlInspectionSequence: "temperature_control",
    coolingInspectionSequence: "cooling",
  } as const;
  const overrides: Partial<Record<string, (server: TTestServer, token: string) => Promise<TBody>>> = {};
  for (const [key, kind] of Object.entries(sequenceKinds)) {
    overrides[key] = async (server, token) => sequenceBodies(await siteOf(server, token))[kind];
  }
  const sequenced = async (server: TTestServer, token: string, kind: keyof typeof sequenceKinds) => {
    const site = await siteOf(server, token);
    const sequence = await createRecord(server, token, resourceOf(kind), sequenceBodies(site)[sequenceKinds[kind]]);
    return { site, body: { procedure: site.procedure, weld: site.weld, sequence: sequence?.id } };
  };
  overrides.fitUpInspection = async (server, token) => (await sequenced(server, token, "fitUpInspectionSequence")).body;
  overrides.bevelInspection = async (server, token) => (await sequenced(server, token, "bevelInspectionSequence")).body;
  overrides.temperatureControlInspection = async (server, token) =>
    (await sequenced(server, token, "temperatureControlInspectionSequence")).body;
  overrides.coolingInspection = async (server, token) => {
    const { site, body } = await sequenced(server, token, "coolingInspectionSequence");
    return { ...body, cooling: site.cooling };
  };
  const sectioned =
    (field: string, pick: (site: Awaited<ReturnType<typeof inspectionSite>>) => string) => async (server: TTestServer, token: string) => {
      const site = await siteOf(server, token);
      return { procedure: site.procedure, weld: site.weld, [field]: pick(site) };
    };
  overrides.timeLapseInspection = sectioned("time_lapse", (site) => site.timeLapse);
  overrides.backPurgingInspection = sectioned("back_purging", (site) => site.backPurging);
  overrides.heatTreatmentInspection = sectioned("heat_treatment", (site) => site.heatTreatment);
  return overrides;
}

const resourceOf = (key: string) => RESOURCES.find((candidate) => candidate.key === key) as TResource;

async function post(server: TTestServer, token: string, path: string, body: TBody): Promise<TBody & { id: string }> {
  const response = await server.request("POST", `/api/${path}/`, { token, body });
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201);
  return response.body;
}

async function idNamed(server: TTestServer, token: string, path: string, name: string): Promise<string | undefined> {
  const list = await server.request("GET", `/api/${path}/?search=${encodeURIComponent(name)}`, { token });
  return (list.body.results as { id: string; name: string }[]).find((row) => row.name === name)?.id;
}

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
export async function createRecord(server: TTestServer, token: string, resource: TResource, body?: TBody): Promise<TBody | undefined> {
  const response = await server.request("POST", `/api/${resource.path}/`, {
    token,
    body: body ?? (await validBody(server, token, resource)),
  });
  expect(response.status, `${resource.key}: ${JSON.stringify(response.body)}`).toBe(201);
  return response.body as TBody;
}
