import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO_PASSWORD, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pick = async (page: Page, field: string, option: string) => {
  await page.getByTestId(`field-${field}`).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

describe("projects", () => {
  it("an engineer creates a project in a unit system of their client", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "engineer@demo.example");
    await page.goto("/projects/create");
    await page.getByTestId("field-name").fill("Gulf coast tie-in");
    await pick(page, "uom", "US customary");
    await pick(page, "status", "On-going");
    await page.getByTestId("field-lat").fill("29.760427");
    await page.getByTestId("field-lng").fill("-95.369804");
    await screenshot(page, "project-form-en");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/projects");
    await expect.poll(() => page.getByText("Gulf coast tie-in").count()).toBe(1);
    await screenshot(page, "projects-list-en");
    const stored = (await api("GET", "/api/projects/?search=Gulf", token)).body.results[0];
    expect(stored).toMatchObject({ status: "ON-GOING", lat: 29.760427, lng: -95.369804 });
    await context.close();
  });

  it("a Super User picks the client first, then only that client's unit systems", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "root@e2e.test", "e2e-root-password");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    await page.goto("/projects/create");
    await page.getByTestId("field-name").fill("Projet pour la démo");
    expect(await page.getByTestId("field-uom").isDisabled()).toBe(true);
    await pick(page, "client", "Demo Pipelines");
    await expect.poll(() => page.getByTestId("field-uom").isDisabled()).toBe(false);
    await page.getByTestId("field-uom").click();
    // Exactly the demo client's unit systems (another journey may have added one to it), none of another client's.
    const demoAdmin = (await api("POST", "/api/api-token-auth/", null, { email: "admin@demo.example", password: DEMO_PASSWORD })).body
      .token;
    const demoSystems = ((await api("GET", "/api/uoms/?page_size=100", demoAdmin)).body.results as { name: string }[]).map(
      (row) => row.name,
    );
    expect(demoSystems).toEqual(expect.arrayContaining(["Full metric system", "US customary"]));
    // The seeded unit system reads in French while it keeps its seeded name; the client's own as typed.
    const shown = demoSystems.map((name) => (name === "Full metric system" ? "Système entièrement métrique" : name));
    await expect.poll(async () => (await page.getByRole("option").allTextContents()).sort()).toEqual(shown.sort());
    await page.getByRole("option", { name: "Système entièrement métrique" }).click();
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/projects");
    const demo = await signInByApi(page, "admin@demo.example");
    const created = (await api("GET", "/api/projects/?search=d%C3%A9mo", demo)).body.results;
    expect(created).toHaveLength(1);
    await context.close();
  });
});

describe("edge servers and project status", () => {
  it("an Admin connects an edge server to a project, which then cannot leave On-going", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    await page.goto("/users/create");
    await page.getByRole("heading", { name: "New user" }).waitFor();
    await page.getByTestId("field-first_name").fill("Edge");
    await page.getByTestId("field-last_name").fill("Station 7");
    await page.getByTestId("field-email").fill("edge-7@demo.example");
    await page.getByTestId("field-password").fill("edge-station-7-pass");
    // The project field appears once the Edge server group is chosen.
    expect(await page.getByTestId("field-project").count()).toBe(0);
    await pick(page, "group", "Edge server");
    await pick(page, "project", "North Sea export line");
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/users");
    const project = (await api("GET", "/api/projects/?search=North%20Sea", token)).body.results[0];
    const machine = (await api("GET", "/api/users/?search=edge-7", token)).body.results[0];
    expect(machine).toMatchObject({ is_machine: true, project: project.id });

    await page.goto(`/projects/${project.id}/edit`);
    await pick(page, "status", "Terminated");
    await page.getByTestId("resource-save").click();
    await expect
      .poll(() =>
        page.getByText("Impossible to change status from ON-GOING to TERMINATED or to PLANNED: an edge server is connected.").count(),
      )
      .toBe(1);
    expect((await api("GET", `/api/projects/${project.id}/`, token)).body.status).toBe("ON-GOING");
    // Leave the demo data as it was for the other journeys.
    expect((await api("DELETE", `/api/users/${machine.id}/`, token)).status).toBe(204);
    await context.close();
  });
});

describe("other clients' projects", () => {
  it("a Super User copies a demo project for another client, in French", async () => {
    const { context, page } = await newPage(browser);
    const root = await signInByApi(page, "root@e2e.test", "e2e-root-password");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    const clients = (await api("GET", "/api/clients/?page_size=100", root)).body.results as { id: string; name: string }[];
    const target = clients.find((client) => client.name !== "Demo Pipelines");
    expect(target).toBeDefined();
    await page.goto("/projects");
    await page.getByTestId("others-projects").click();
    await page.waitForURL((url) => url.pathname === "/others/projects");
    // The new screen, not the projects list still on its way out.
    await page.getByRole("heading", { name: "Projets de tous les clients" }).waitFor();
    await expect.poll(() => page.getByTestId("row-copy-for").count()).toBeGreaterThan(1);
    await page.getByTestId("resource-search").fill("North Sea");
    // The debounced search has narrowed the list to the one demo project, shown with its own client's unit system.
    await expect.poll(() => page.getByTestId("row-copy-for").count()).toBe(1);
    const row = page.getByRole("row").filter({ hasText: "North Sea export line" });
    await expect.poll(() => row.textContent()).toContain("Système entièrement métrique");
    // Read-only: no new button and no delete.
    expect(await page.getByTestId("resource-new").count()).toBe(0);
    expect(await page.getByTestId("row-delete").count()).toBe(0);
    await page.getByTestId("row-copy-for").first().click();
    await page.getByTestId("copy-for-client").click();
    await page.getByRole("option", { name: target?.name ?? "", exact: true }).click();
    await screenshot(page, "others-projects-copy-fr");
    await page.getByTestId("copy-for-save").click();
    await expect.poll(() => page.getByText(`Le projet a été copié pour ${target?.name}.`).count()).toBe(1);
    const copies = (await api("GET", `/api/projects/?search=North%20Sea&client=${target?.id}`, root)).body.results;
    expect(copies.filter((project: { client: string }) => project.client === target?.id)).toHaveLength(1);
    await context.close();
  });

  it("is refused to client staff, in the screen and on the server", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    await page.goto("/projects");
    await expect.poll(() => page.getByTestId("resource-count").count()).toBe(1);
    expect(await page.getByTestId("others-projects").count()).toBe(0);
    await page.goto("/others/projects");
    await expect.poll(() => page.getByTestId("resource-forbidden").count()).toBe(1);
    const project = (await api("GET", "/api/projects/?search=North%20Sea", token)).body.results[0];
    const refused = await api("POST", `/api/projects/${project.id}/copy-for/`, token, { client: project.client });
    expect(refused.status).toBe(403);
    await context.close();
  });
});

describe("welding process groups", () => {
  it("adds a start condition through the dialog, refusing a threshold out of bounds", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    await page.goto("/welding-process-groups/create");
    await page.getByTestId("field-name").fill("SMAW (stick)");
    for (const [field, value] of [
      ["minimum_cycle_time", "5"],
      ["integration_step", "0.5"],
      ["occultation_duration_start", "1"],
      ["occultation_duration_stop", "1"],
      ["buffer_start", "2"],
      ["buffer_stop", "2"],
    ] as const)
      await page.getByTestId(`field-${field}`).fill(value);
    await page.getByTestId("resource-save").click();
    await page.waitForURL((url) => url.pathname === "/welding-process-groups");
    await page.getByText("SMAW (stick)").click();
    await page.waitForURL(/\/welding-process-groups\/[0-9a-f-]+\/welding-processes$/);
    await page.getByRole("link", { name: "Edit the group" }).click();
    await page.getByTestId("add-start-condition").click();
    await page.getByTestId("trigger-u-consider").click();
    await page.getByTestId("trigger-u-threshold").fill("150");
    await page.getByTestId("trigger-save").click();
    await expect.poll(() => page.getByText("Value must be between -100 and 100").count()).toBeGreaterThan(0);
    await page.getByTestId("trigger-u-threshold").fill("18");
    await page.getByTestId("trigger-i-consider").click();
    await page.getByTestId("trigger-i-threshold").fill("60");
    await page.getByTestId("trigger-during-consider").click();
    await page.getByTestId("trigger-during-threshold").fill("0.5");
    await screenshot(page, "trigger-condition-dialog");
    await page.getByTestId("trigger-save").click();
    await expect.poll(() => page.getByTestId("trigger-condition").allTextContents()).toEqual(["U > 18 V And I > 60 A during 0.5 s"]);
    await page.goto("/welding-process-groups?search=SMAW");
    await expect.poll(() => page.getByText("U > 18 V And I > 60 A during 0.5 s").count()).toBe(1);
    await context.close();
  });
});
