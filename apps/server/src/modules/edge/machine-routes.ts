import { SAMPLE_RATE_RANGE } from "@weldtrace/arc";
import { codedIssue, message } from "@weldtrace/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../crud/scope.js";
import {
  arcChunks,
  arcStreamContexts,
  arcStreams,
  edgeServers,
  fillerMetals,
  passGroups,
  procedures,
  projects,
  users,
  welders,
  weldingProcesses,
  weldingProcessGroups,
  weldingProcessGroupTriggerConditions,
  welds,
  workstations,
} from "../../db/schema/index.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, HttpError, notFound } from "../../plugins/errors.js";
import { alsoAcceptedBody } from "../../plugins/openapi.js";
import { returnedRow } from "../../typed.js";
import { ARROW_STREAM, arrowChunk, MAX_ARROW_BODY } from "./arrow-chunk.js";
import { CHANNELS, CHUNK_CONTENT_TYPE, chunkHash, encodeColumns, MAX_CHUNK_SAMPLES, perChannel } from "./chunks.js";
import { scheduleStream, workStreams } from "./processing.js";

const tags = ["edge"];
/** Only an edge server's token reaches these routes (plugins/auth.ts), and its token reaches nothing else. */
const machine = { machine: true } as const;
const text = (max: number) => z.string().max(max);
/** The largest finite Float32: a sample beyond it (in magnitude) is refused, never stored as an infinity. */
const F32_MAX = 3.4028234663852886e38;
/** A chunk's seq: a whole number 0..999,999,999 in decimal digits without leading zeros, else a 400 on `seq`. */
const SEQ_MAX = 999_999_999;
const ZSeq = z
  .string()
  .superRefine((value, context) => {
    if (!/^(0|[1-9]\d{0,8})$/.test(value)) context.addIssue(codedIssue(message("between", { min: 0, max: SEQ_MAX })));
  })
  .meta({
    pattern: "^(0|[1-9][0-9]{0,8})$",
    description: `The chunk's number in its stream: a whole number from 0 to ${SEQ_MAX}.`,
    example: "12",
  });
const ZRow = z.record(z.string(), z.unknown());

const ZPing = z
  .object({
    hostname: text(255),
    version: text(64),
    distribution: text(255),
    network_devices: z.array(z.object({ ip: text(64), mac: text(64) })).max(64),
    time: text(64),
  })
  .meta({
    examples: [
      {
        hostname: "edge-ns-01",
        version: "2.4.1",
        distribution: "Debian 12 arm64",
        network_devices: [{ ip: "10.20.0.14", mac: "dc:a6:32:4f:01:9e" }],
        time: "2026-11-20T09:00:00.000Z",
      },
    ],
  });

const ZSetup = z
  .object({
    server_time: z.string(),
    project: z.object({ id: z.string(), name: z.string(), status: z.string() }).nullable(),
    procedures: z.array(z.object({ id: z.string(), name: z.string() })),
    pass_groups: z.array(ZRow),
    process_groups: z.array(ZRow),
    workstations: z.array(z.object({ id: z.string(), name: z.string() })),
    welders: z.array(z.object({ id: z.string(), welder_id: z.string(), first_name: z.string(), last_name: z.string() })),
    filler_metals: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({
    examples: [
      {
        server_time: "2026-11-20T09:00:00.120Z",
        project: { id: "0195b0c2-5d1e-7a6b-9f00-1c2d3e4f5a6b", name: "North Sea export line", status: "ON-GOING" },
        procedures: [{ id: "0195b0c2-6e2f-7b7c-8a11-2d3e4f5a6b7c", name: "WPS-PL-001" }],
        pass_groups: [{ id: "0195b0c2-7f30-7c8d-9b22-3e4f5a6b7c8d", name: "Root", current_min: 180, current_max: 220 }],
        process_groups: [{ id: "0195b0c2-8041-7d9e-8c33-4f5a6b7c8d9e", name: "GMAW", minimum_cycle_time: 5, trigger_conditions: [] }],
        workstations: [{ id: "0195b0c2-9152-7eaf-9d44-5a6b7c8d9eaf", name: "Bay 1" }],
        welders: [{ id: "0195b0c2-a263-7fb0-8e55-6b7c8d9eafb0", welder_id: "W-014", first_name: "Ana", last_name: "Silva" }],
        filler_metals: [{ id: "0195b0c2-b374-70c1-9f66-7c8d9eafb0c1", name: "ER70S-6 Ø1.0" }],
      },
    ],
  });

const ZStreamCreate = z
  .object({
    workstation: z.string(),
    torch: z.union([z.literal(1), z.literal(2)]),
    sample_rate: z.number().int().min(SAMPLE_RATE_RANGE.min).max(SAMPLE_RATE_RANGE.max),
    t0_us: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .meta({
    examples: [{ workstation: "0195b0c2-9152-7eaf-9d44-5a6b7c8d9eaf", torch: 1, sample_rate: 25000, t0_us: 1795683600000000 }],
  });

const ZContext = z
  .object({
    t_us: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    weld: z.string().nullable().optional(),
    welder: z.string().nullable().optional(),
    pass_group: z.string().nullable().optional(),
    filler_metal: z.string().nullable().optional(),
  })
  .meta({
    examples: [
      {
        t_us: 1795683612500000,
        weld: "0195b0c2-c485-71d2-8a77-8d9eafb0c1d2",
        welder: "0195b0c2-a263-7fb0-8e55-6b7c8d9eafb0",
        pass_group: "0195b0c2-7f30-7c8d-9b22-3e4f5a6b7c8d",
        filler_metal: "0195b0c2-b374-70c1-9f66-7c8d9eafb0c1",
      },
    ],
  });

/**
 * Samples as numbers; null stands for an invalid sample (NaN: JSON has none), which the engine counts and leaves out.
 * A number must be a finite Float32 (beyond ±3.4e38 it would be stored as an infinity): else a 400 on `i.17`, as
 * an Arrow ±Infinity is. An Arrow body arrives as Float32Array columns already checked value by value (arrowChunk).
 */
const jsonChannel = z.array(z.number().nullable()).min(1).max(MAX_CHUNK_SAMPLES);
const channel = z
  .custom<(number | null)[] | Float32Array>()
  .superRefine((value, context) => {
    if (value instanceof Float32Array) {
      if (value.length < 1 || value.length > MAX_CHUNK_SAMPLES) {
        context.addIssue(codedIssue(message("between", { min: 1, max: MAX_CHUNK_SAMPLES })));
      }
      return;
    }
    // JSON: the array's own issues, at their paths (u.0...).
    const parsed = jsonChannel.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: "custom", path: issue.path });
      return;
    }
    parsed.data.forEach((sample, k) => {
      if (sample !== null && !Number.isFinite(Math.fround(sample)))
        context.addIssue({ ...codedIssue(message("not_a_float32")), path: [k] });
    });
  })
  // What OpenAPI shows: the JSON form.
  .meta({
    type: "array",
    items: { type: "number", nullable: true, minimum: -F32_MAX, maximum: F32_MAX },
    minItems: 1,
    maxItems: MAX_CHUNK_SAMPLES,
  });
const ZChunk = z
  .object({ t0_us: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), u: channel, i: channel, wfs: channel, ts: channel })
  .meta({
    description: "Four samples a column here; a chunk is usually 0.5–1 s of samples (12,500–25,000 at 25 kHz).",
    examples: [
      { t0_us: 1795683600000000, u: [0.4, 0.4, 27.9, 28.3], i: [0, 0.2, 251.5, null], wfs: [0, 0, 10.8, 10.9], ts: [0, 0, 41.2, 41.5] },
    ],
  });
const ZChunkAnswer = z
  .object({ stream: z.string(), seq: z.number(), samples: z.number(), t0_us: z.number() })
  .meta({ examples: [{ stream: "0195b0c2-d596-72e3-9b88-9eafb0c1d2e3", seq: 12, samples: 25000, t0_us: 1795683612000000 }] });

/** The edge server behind the token, with its project. */
async function machineOf(app: FastifyInstance, userId: string) {
  const [row] = await app.db
    .select({ id: users.id, client_id: users.client_id, project: users.project })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The set-up an edge server works with: its project, the project's procedures and pass groups, and the client's catalogues it scans. */
async function setupFor(app: FastifyInstance, clientId: string, projectId: string | null) {
  const [project] = projectId
    ? await app.db
        .select({ id: projects.id, name: projects.name, status: projects.status })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1)
    : [];
  const procedureRows = project
    ? await app.db
        .select({ id: procedures.id, name: procedures.name })
        .from(procedures)
        .where(eq(procedures.project, project.id))
        .orderBy(asc(procedures.name))
    : [];
  const procedureIds = procedureRows.map((row) => row.id);
  const [passGroupRows, groupRows, conditionRows, workstationRows, welderRows, fillerRows] = await Promise.all([
    procedureIds.length
      ? app.db.select().from(passGroups).where(inArray(passGroups.procedure, procedureIds)).orderBy(asc(passGroups.index))
      : [],
    app.db.select().from(weldingProcessGroups).where(eq(weldingProcessGroups.client_id, clientId)),
    app.db.select().from(weldingProcessGroupTriggerConditions).where(eq(weldingProcessGroupTriggerConditions.client_id, clientId)),
    app.db.select({ id: workstations.id, name: workstations.name }).from(workstations).where(eq(workstations.client_id, clientId)),
    app.db
      .select({ id: welders.id, welder_id: welders.welder_id, first_name: welders.first_name, last_name: welders.last_name })
      .from(welders)
      .where(and(eq(welders.client_id, clientId), eq(welders.deleted, false))),
    app.db.select({ id: fillerMetals.id, name: fillerMetals.name }).from(fillerMetals).where(eq(fillerMetals.client_id, clientId)),
  ]);
  const processRows = await app.db
    .select({ id: weldingProcesses.id, group: weldingProcesses.welding_process_group })
    .from(weldingProcesses)
    .where(eq(weldingProcesses.client_id, clientId));
  return {
    server_time: new Date().toISOString(),
    project: project ?? null,
    procedures: procedureRows,
    pass_groups: passGroupRows.map((row) => ({
      ...row,
      welding_process_group: processRows.find((process) => process.id === row.process)?.group ?? null,
    })),
    process_groups: groupRows.map((group) => ({
      ...group,
      trigger_conditions: conditionRows.filter((condition) => condition.welding_process_group === group.id),
    })),
    workstations: workstationRows,
    welders: welderRows,
    filler_metals: fillerRows,
  };
}

/** The token's own stream, else 404 (another server's stream is as unknown as a made-up id). */
async function ownStream(app: FastifyInstance, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [stream] = await app.db
    .select()
    .from(arcStreams)
    .where(and(eq(arcStreams.id, id), eq(arcStreams.edge_server, userId)))
    .limit(1);
  if (!stream) throw notFound();
  return stream;
}

/** A reference of the client's (id checked as a uuid of that table), else 400 on the field. */
async function checkReference(
  _app: FastifyInstance,
  field: string,
  id: string | null | undefined,
  find: (id: string) => Promise<unknown[]>,
): Promise<string | null> {
  if (id === undefined || id === null) return null;
  if (!isUuid(id) || (await find(id)).length === 0) throw badRequest({ [field]: [message("invalid_choice")] });
  return id;
}

export async function edgeMachineRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin's routes: the machine API takes chunks as Arrow IPC streams as well as JSON.
  // Its body limit is an Arrow chunk's largest (MAX_ARROW_BODY, 1.7 MB), not the app's 11 MB.
  app.addContentTypeParser(ARROW_STREAM, { parseAs: "buffer", bodyLimit: MAX_ARROW_BODY }, (_request, body, done) => {
    try {
      done(null, arrowChunk(body as Buffer));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    }
  });

  workStreams(app);

  api.post(
    "/api/edge/ping/",
    {
      schema: {
        tags,
        summary:
          "An edge server says it is alive: hostname, version, distribution, network devices, its time → the server's time and its set-up",
        body: ZPing,
        response: { 200: ZSetup },
      },
      config: machine,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await machineOf(app, user.id);
      const values = {
        last_ping_at: new Date(),
        hostname: request.body.hostname,
        version: request.body.version,
        distribution: request.body.distribution,
        network_devices: request.body.network_devices,
        reported_time: request.body.time,
      };
      await app.db
        .insert(edgeServers)
        .values({ user_id: row.id, client_id: row.client_id, ...values })
        .onConflictDoUpdate({ target: edgeServers.user_id, set: values });
      return setupFor(app, row.client_id, row.project);
    },
  );

  api.post(
    "/api/edge/streams/",
    {
      schema: {
        tags,
        summary: "Opens a stream: a workstation and torch at a sample rate, from t0_us (UTC µs of its first sample)",
        body: ZStreamCreate,
        response: { 201: z.object({ id: z.string() }) },
      },
      config: machine,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await machineOf(app, user.id);
      const workstation = await checkReference(app, "workstation", request.body.workstation, (id) =>
        app.db
          .select({ id: workstations.id })
          .from(workstations)
          .where(and(eq(workstations.id, id), eq(workstations.client_id, row.client_id))),
      );
      const created = await app.db.transaction(async (tx) => {
        const stream = returnedRow(
          await tx
            .insert(arcStreams)
            .values({
              client_id: row.client_id,
              edge_server: row.id,
              project: row.project,
              workstation: workstation as string,
              torch: request.body.torch,
              sample_rate: request.body.sample_rate,
              t0_us: request.body.t0_us,
            })
            .returning(),
        );
        await recordHistory(tx, [
          { client_id: row.client_id, resource: "arcStream", record_id: stream.id, action: "machine", after: stream },
        ]);
        return stream;
      });
      return reply.code(201).send({ id: created.id });
    },
  );

  api.post(
    "/api/edge/streams/:id/context/",
    {
      schema: {
        tags,
        summary: "What was scanned at the workstation (weld, welder, pass group, filler metal) and from when (t_us) it holds",
        params: z.object({ id: z.string() }),
        body: ZContext,
        response: { 201: z.object({ id: z.string() }) },
      },
      config: machine,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const stream = await ownStream(app, user.id, request.params.id);
      const client = stream.client_id;
      const body = request.body;
      const weld = await checkReference(app, "weld", body.weld, (id) =>
        app.db
          .select({ id: welds.id })
          .from(welds)
          .where(and(eq(welds.id, id), eq(welds.client_id, client))),
      );
      const welder = await checkReference(app, "welder", body.welder, (id) =>
        app.db
          .select({ id: welders.id })
          .from(welders)
          .where(and(eq(welders.id, id), eq(welders.client_id, client))),
      );
      const passGroup = await checkReference(app, "pass_group", body.pass_group, (id) =>
        app.db
          .select({ id: passGroups.id })
          .from(passGroups)
          .where(and(eq(passGroups.id, id), eq(passGroups.client_id, client))),
      );
      const fillerMetal = await checkReference(app, "filler_metal", body.filler_metal, (id) =>
        app.db
          .select({ id: fillerMetals.id })
          .from(fillerMetals)
          .where(and(eq(fillerMetals.id, id), eq(fillerMetals.client_id, client))),
      );
      const values = { weld, welder, pass_group: passGroup, filler_metal: fillerMetal };
      const saved = await app.db.transaction(async (tx) => {
        const written = await tx
          .insert(arcStreamContexts)
          .values({ stream: stream.id, t_us: body.t_us, ...values })
          .onConflictDoUpdate({ target: [arcStreamContexts.stream, arcStreamContexts.t_us], set: values })
          .returning({ id: arcStreamContexts.id });
        // The stream's history says what was scanned at the workstation, and from when.
        const entry = { client_id: client, resource: "arcStream", record_id: stream.id, action: "machine" as const };
        await recordHistory(tx, [{ ...entry, after: { context_t_us: body.t_us, ...values } }]);
        return returnedRow(written);
      });
      scheduleStream(app, stream.id);
      return reply.code(201).send({ id: saved.id });
    },
  );

  api.put(
    "/api/edge/streams/:id/chunks/:seq",
    {
      schema: {
        tags,
        summary:
          "Stores chunk `seq` of a stream — JSON (t0_us and the u, i, wfs, ts columns; null = invalid sample) or an Arrow IPC stream (application/vnd.apache.arrow.stream: Float32 columns u, i, wfs, ts, schema metadata t0_us): 201 once stored, 200 for the same samples again (nothing written), 409 for other samples",
        params: z.object({ id: z.string(), seq: ZSeq }),
        body: ZChunk,
        ...alsoAcceptedBody(ARROW_STREAM, {
          type: "string",
          format: "binary",
          description: `An Arrow IPC stream: exactly the Float32 columns u, i, wfs, ts (a null is an invalid sample; Float64 or any other type is refused) and the schema metadata t0_us; at most ${MAX_CHUNK_SAMPLES} rows, ${MAX_ARROW_BODY} bytes.`,
        }),
        response: {
          200: ZChunkAnswer,
          201: ZChunkAnswer,
          413: {
            description: `An Arrow body over ${MAX_ARROW_BODY} bytes (four Float32 columns of ${MAX_CHUNK_SAMPLES} samples and their bitmaps, plus 64 KiB): too_large.`,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
      config: machine,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const stream = await ownStream(app, user.id, request.params.id);
      const seq = Number(request.params.seq);
      const body = request.body;
      const samples = body.u.length;
      for (const name of CHANNELS) if (body[name].length !== samples) throw badRequest({ [name]: [message("channel_length")] });
      const columns = perChannel((name) => {
        const column = body[name];
        return column instanceof Float32Array ? column : Float32Array.from(column, (value) => (value === null ? Number.NaN : value));
      });
      const hash = chunkHash(body.t0_us, columns);
      const answer = { stream: stream.id, seq, samples, t0_us: body.t0_us };
      const stored = async () =>
        (
          await app.db
            .select()
            .from(arcChunks)
            .where(and(eq(arcChunks.stream, stream.id), eq(arcChunks.seq, seq)))
            .limit(1)
        )[0];
      const same = (row: typeof arcChunks.$inferSelect) => {
        if (row.body_hash !== hash) throw new HttpError(409, "chunk_conflict", message("chunk_conflict"));
        return reply.code(200).send({ stream: stream.id, seq, samples: row.samples, t0_us: row.t0_us });
      };
      const existing = await stored();
      if (existing) return same(existing);
      // Bytes first, then the index row: a 201 means both are durable. The key names the hash, so a racing
      // different body never overwrites the stored one.
      const bytes = encodeColumns(columns);
      const fileKey = `${stream.client_id}/arc/${stream.id}/${seq}-${hash.slice(0, 16)}`;
      await app.fileStore.put(fileKey, bytes, CHUNK_CONTENT_TYPE);
      const inserted = await app.db
        .insert(arcChunks)
        .values({ stream: stream.id, seq, t0_us: body.t0_us, samples, body_hash: hash, file_key: fileKey, bytes: bytes.length })
        .onConflictDoNothing()
        .returning({ seq: arcChunks.seq });
      if (inserted.length === 0) {
        const winner = await stored();
        if (winner && winner.file_key !== fileKey) await app.fileStore.delete(fileKey);
        if (winner) return same(winner);
      }
      scheduleStream(app, stream.id);
      return reply.code(201).send(answer);
    },
  );
}
