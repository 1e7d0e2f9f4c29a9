import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { api, launchBrowser, newPage, screenshot, signInByApi } from "../support/browser.js";
import { fakeCameraArgs, type TPixels, writeY4m } from "../support/fake-camera.js";

// In Node the reader's wasm is read from the package, as the web app serves its own copy.
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer as ArrayBuffer,
  },
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = "Nordic Gas Transport AS";

async function supplierFile(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Spools");
  sheet.addRow(["Name", "Type", "Outer diameter", "Wall thickness", "Grade", "Manufacturer", "Weight", "Length"]);
  sheet.addRow([`${prefix}-1`, "PIPE", 323.9, 12.7, "X65", COMPANY, 1200, 12]);
  sheet.addRow([`${prefix}-2`, "PIPE", null, 12.7, "X65", COMPANY, 1200, 12]);
  sheet.addRow([`${prefix}-3`, "PLATE", null, 20, "S355", COMPANY, 300, 2]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Imports through the list's import button and answers the progress table's rows once it has ended. */
async function importFile(page: Page, name: string, file: Buffer, endStatus: string) {
  await page.goto("/workpieces");
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("import-button").click();
  await (await chooser).setFiles({ name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: file });
  await expect.poll(() => page.getByTestId("import-status").textContent(), { timeout: 30_000 }).toBe(endStatus);
  return page.getByTestId("import-rows").locator("tbody tr").allInnerTexts();
}

/** No badge of the progress modal is cut: each label's text fits its badge. */
async function expectBadgesWhole(page: Page) {
  const cut = await page
    .getByTestId("import-progress")
    .locator(".mantine-Badge-root")
    .evaluateAll((badges) =>
      badges
        .filter((badge) => {
          const label = badge.querySelector(".mantine-Badge-label") ?? badge;
          return label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
        })
        .map((badge) => {
          const label = badge.querySelector(".mantine-Badge-label") ?? badge;
          return `${badge.textContent} ${label.scrollWidth}/${label.clientWidth} ${badge.scrollWidth}/${badge.clientWidth} ${getComputedStyle(badge).width} ${getComputedStyle(badge.parentElement!).width}`;
        }),
    );
  expect(cut).toEqual([]);
}

describe("workpieces", () => {
  it("a file holding only its header says so, and the template's example row left in is refused with its reason", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "engineer@demo.example");
    const header = new ExcelJS.Workbook();
    header.addWorksheet("Spools").addRow(["Name", "Type", "Outer diameter"]);
    await importFile(page, "header.xlsx", Buffer.from(await header.xlsx.writeBuffer()), "Error");
    await expect
      .poll(() => page.getByTestId("import-failure").textContent())
      .toBe("The file holds only its header row: there are no rows under it to import.");
    await page.getByTestId("import-close").click();
    const template = await page.evaluate(async () => {
      const response = await fetch("/api/imports/workpieces/template/?format=csv", {
        headers: { authorization: `Token ${localStorage.getItem("weldtrace.token") ?? ""}` },
      });
      return response.text();
    });
    const rows = await importFile(page, "template.csv", Buffer.from(template), "0 saved, 1 refused");
    expect(rows[0]).toMatch(/^2\s+WP-0001\s+Refused\s+This is the template's example row/i);
    await screenshot(page, "workpieces-import-example-row-en");
    await context.close();
  });

  it("an inspector imports a supplier's XLSX with one bad row and reads each row's outcome in the progress table", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    // The outcome in counts, not a red "Error"; rows numbered as the spreadsheet numbers them (header = 1).
    const rows = await importFile(page, "spools.xlsx", await supplierFile("E2E-IMP"), "2 saved, 1 refused");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^2\s+E2E-IMP-1\s+Saved/i);
    expect(rows[1]).toMatch(/^3\s+E2E-IMP-2\s+Refused\s+Outer diameter: Required$/i);
    expect(rows[2]).toMatch(/^4\s+E2E-IMP-3\s+Saved/i);
    await expectBadgesWhole(page);
    await screenshot(page, "workpieces-import-progress-en");
    await page.getByTestId("import-close").click();
    const saved = (await api("GET", "/api/workpieces/?search=E2E-IMP", token)).body.results.map((row: { name: string }) => row.name);
    expect(saved).toEqual(["E2E-IMP-1", "E2E-IMP-3"]);
    await context.close();
  });

  it("en français : l'import affiche la progression, le statut et la raison d'une ligne refusée (champ et message) traduits", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, "inspector@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    const rows = await importFile(page, "tubes.xlsx", await supplierFile("E2E-FR"), "2 enregistrées, 1 refusée");
    // The reason names the field by its French label, with the message in French (no raw JSON).
    expect(rows[1]).toMatch(/^3\s+E2E-FR-2\s+Refusée\s+Diamètre extérieur\s:\sObligatoire$/i);
    expect(rows[0]).toMatch(/Enregistrée/i);
    await expectBadgesWhole(page);
    await screenshot(page, "workpieces-import-progress-fr");
    await context.close();
  });

  // The chain of the "Done when": the spool imported above is cut, its piece gets edges, an edge's label is
  // printed and scanned back (keyboard-wedge and camera) into the edge list, then the cut is cancelled.
  it("cuts the imported spool in two from the list, refuses to delete it in the blocked-delete modal, and generates its first piece's edges", async () => {
    const { context, page } = await newPage(browser);
    // An Admin, who may delete workpieces (the blocked-delete modal answers the delete action).
    const token = await signInByApi(page, "admin@demo.example");
    const spool = (await api("GET", "/api/workpieces/?search=E2E-IMP-1", token)).body.results[0];
    await page.goto("/workpieces?search=E2E-IMP-1");
    await expect.poll(() => page.getByTestId("row-menu").count()).toBe(1);
    await page.getByTestId("row-menu").click();
    await page.getByTestId("row-cut").click();
    await page.getByTestId("cut-length-0").fill("5");
    await page.getByTestId("cut-confirm").click();
    await expect.poll(async () => (await api("GET", `/api/workpieces/?parent=${spool.id}`, token)).body.count).toBe(2);
    // A parent is not deleted: the modal says why in the spec's words, and closes from the keyboard.
    await page.goto("/workpieces?search=E2E-IMP-1");
    await expect.poll(() => page.getByTestId("row-menu").count()).toBe(3);
    await page.getByTestId("row-menu").first().click();
    await page.getByTestId("row-delete").click();
    expect(await page.getByTestId("delete-blocked-text").textContent()).toBe("Impossible to delete the workpiece as it has children");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("delete-blocked-text").count()).toBe(0);
    // The detail form's Delete answers with the same modal.
    await page.goto(`/workpieces/${spool.id}/edit`);
    await page.getByTestId("resource-delete").click();
    expect(await page.getByTestId("delete-blocked-text").textContent()).toBe("Impossible to delete the workpiece as it has children");
    await page.getByTestId("delete-blocked-close").click();
    expect((await api("GET", `/api/workpieces/${spool.id}/`, token)).status).toBe(200);
    await page.goto("/workpieces?search=E2E-IMP-1-1");
    await expect.poll(() => page.getByTestId("row-menu").count()).toBe(1);
    await page.getByTestId("row-menu").click();
    await page.getByTestId("row-generate-edges").click();
    await page.getByTestId("generate-confirm").click();
    const piece = (await api("GET", "/api/workpieces/?search=E2E-IMP-1-1", token)).body.results[0];
    await expect
      .poll(async () =>
        (await api("GET", `/api/workpiece-edges/?workpiece=${piece.id}`, token)).body.results.map((edge: { name: string }) => edge.name),
      )
      .toEqual(["E2E-IMP-1-1-E1", "E2E-IMP-1-1-E2"]);
    await context.close();
  });

  it("en français : le formulaire d'une pièce coupée (type « Tube », diamètre extérieur requis) et celui d'un bord soudé refusent la suppression dans la même fenêtre, au texte traduit", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    await page.evaluate(() => {
      localStorage.setItem("weldtrace.language", "fr");
      localStorage.setItem("weldtrace.theme", "dark");
    });
    const spool = (await api("GET", "/api/workpieces/?search=E2E-IMP-1", token)).body.results.find(
      (row: { name: string }) => row.name === "E2E-IMP-1",
    );
    await page.goto(`/workpieces/${spool.id}/edit`);
    // The seeded type PIPE reads "Tube" in French, and a PIPE's outer diameter is marked required.
    await expect.poll(() => page.getByTestId("field-type").inputValue()).toBe("Tube");
    const labelOf = async (testId: string) =>
      page.locator(`label[for="${await page.getByTestId(testId).getAttribute("id")}"]`).textContent();
    expect(await labelOf("field-outer_diameter")).toMatch(/^Diamètre extérieur.*\*$/);
    expect(await labelOf("field-batch")).not.toContain("*");
    await page.getByTestId("resource-delete").click();
    expect(await page.getByTestId("delete-blocked-text").textContent()).toBe("Impossible de supprimer la pièce car elle a des enfants");
    await screenshot(page, "workpiece-form-delete-blocked-fr-dark");
    await page.getByTestId("delete-blocked-close").click();
    // An edge a weld uses: the form asks first, the server refuses (409), and the modal says why. The weld goes
    // afterwards (the cancel-cut journey below needs the piece's edges free).
    const project = (await api("GET", "/api/projects/?search=North Sea export line", token)).body.results[0].id;
    const procedure = (await api("GET", `/api/procedures/?project=${project}&page_size=1`, token)).body.results[0].id;
    const piece = (await api("GET", "/api/workpieces/?search=E2E-IMP-1-1", token)).body.results[0];
    const edge = (await api("GET", `/api/workpiece-edges/?workpiece=${piece.id}&ordering=name`, token)).body.results[0];
    const weld = (await api("POST", "/api/welds/", token, { name: "E2E-DEL-W", project, procedure, workpiece_edge_1: edge.id })).body;
    try {
      await page.goto(`/workpieces/${piece.id}/workpieces-edges/${edge.id}/edit`);
      await page.getByTestId("resource-delete").click();
      await page.getByTestId("confirm-delete").click();
      await expect.poll(() => page.getByTestId("delete-blocked-text").textContent()).toBe("Le bord de pièce est utilisé dans une soudure");
      expect((await api("GET", `/api/workpiece-edges/${edge.id}/`, token)).status).toBe(200);
    } finally {
      await api("DELETE", `/api/welds/${weld.id}/`, token);
    }
    await context.close();
  });

  let labelPixels: TPixels | null = null;
  let scannedEdge: { id: string; uuid: string; workpiece: string } | null = null;

  it("en français : imprime l'étiquette d'un bord de la pièce coupée, le PNG se relit en V01T16I{uuid}, et la saisie du scanner dans la liste des bords ouvre ce bord", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    await page.evaluate(() => localStorage.setItem("weldtrace.language", "fr"));
    const piece = (await api("GET", "/api/workpieces/?search=E2E-IMP-1-1", token)).body.results[0];
    const [edge] = (await api("GET", `/api/workpiece-edges/?workpiece=${piece.id}&ordering=name`, token)).body.results;
    scannedEdge = edge;
    await page.goto(`/workpieces/${piece.id}/workpieces-edges`);
    await expect.poll(() => page.getByTestId("row-data-matrix").count()).toBe(2);
    await page.getByTestId("row-data-matrix").first().click();
    await expect.poll(() => page.getByTestId("label-image").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Imprimer" }).count()).toBe(1);
    const download = page.waitForEvent("download");
    await page.getByTestId("label-download").click();
    const png = readFileSync((await (await download).path()) as string);
    const [code] = await readBarcodes(new Uint8Array(png), { formats: ["DataMatrix"] });
    expect(code?.text).toBe(`V01T16I${edge.uuid}`);
    // The label's pixels, as the browser decoded the PNG, feed the camera journey below.
    labelPixels = await page.getByTestId("label-image").evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context2d = canvas.getContext("2d") as CanvasRenderingContext2D;
      context2d.drawImage(image, 0, 0);
      return {
        width: canvas.width,
        height: canvas.height,
        rgba: Array.from(context2d.getImageData(0, 0, canvas.width, canvas.height).data),
      };
    });
    await screenshot(page, "workpiece-edge-label-fr");
    await page.keyboard.press("Escape");
    // A keyboard-wedge scanner types the text and Enter, on the list of every edge.
    await page.goto("/workpiece-edges");
    await page.getByTestId("scan-field").fill(code?.text ?? "");
    await page.getByTestId("scan-field").press("Enter");
    await page.waitForURL((url) => url.pathname === `/workpieces/${piece.id}/workpieces-edges/${edge.id}/edit`);
    await context.close();
  });

  it("the camera reader (zxing-wasm served by our server) reads the printed label from a fake camera and opens the edge", async () => {
    expect(labelPixels).not.toBeNull();
    const video = path.join(mkdtempSync(path.join(tmpdir(), "weldtrace-camera-")), "label.y4m");
    writeY4m(video, labelPixels as TPixels);
    const cameraBrowser = await launchBrowser(fakeCameraArgs(video));
    try {
      const { context, page } = await newPage(cameraBrowser);
      await context.grantPermissions(["camera"]);
      const failures: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") failures.push(message.text());
      });
      await signInByApi(page, "inspector@demo.example");
      await page.goto("/workpiece-edges");
      await page.getByRole("button", { name: "Read with the camera" }).click();
      const edge = scannedEdge as { id: string; workpiece: string };
      await page
        .waitForURL((url) => url.pathname === `/workpieces/${edge.workpiece}/workpieces-edges/${edge.id}/edit`, { timeout: 30_000 })
        .catch((error: Error) => {
          throw new Error(`${error.message}\nconsole errors: ${failures.join("\n")}`);
        });
      await context.close();
    } finally {
      await cameraBrowser.close();
    }
  });

  it("downloads the spool's PDF data sheet, cancels the cut after confirming (edges come back), then moves an edge to the plate in the select-edge dialog by keyboard", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "inspector@demo.example");
    const spool = (await api("GET", "/api/workpieces/?search=E2E-IMP-1", token)).body.results[0];
    await page.goto("/workpieces?search=E2E-IMP-1");
    await expect.poll(() => page.getByTestId("row-menu").count()).toBe(3);
    await page.getByTestId("row-menu").first().click();
    const download = page.waitForEvent("download");
    await page.getByTestId("row-download").click();
    const sheet = await download;
    expect(sheet.suggestedFilename()).toMatch(/^\d{8}_\d{4}(AM|PM)_E2E-IMP-1\.pdf$/);
    expect(
      readFileSync((await sheet.path()) as string)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await page.getByTestId("row-menu").first().click();
    await page.getByTestId("row-cancel-cut").click();
    await page.getByTestId("confirm-cancel-cut").click();
    await expect.poll(async () => (await api("GET", `/api/workpieces/?parent=${spool.id}`, token)).body.count).toBe(0);
    expect((await api("GET", `/api/workpiece-edges/?workpiece=${spool.id}`, token)).body.count).toBe(2);

    const plate = (await api("GET", "/api/workpieces/?search=E2E-IMP-3", token)).body.results[0];
    await page.goto(`/workpieces/${plate.id}/workpieces-edges`);
    await page.getByTestId("select-edge-open").click();
    // The select has the focus when the dialog opens: type, pick the option with the arrow keys, confirm.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("select-edge");
    await page.keyboard.type("E2E-IMP-1-1-E2");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByTestId("select-edge-confirm").click();
    await expect
      .poll(async () =>
        (await api("GET", `/api/workpiece-edges/?workpiece=${plate.id}`, token)).body.results.map((edge: { name: string }) => edge.name),
      )
      .toEqual(["E2E-IMP-1-1-E2"]);
    await context.close();
  });

  it("shows the spool in the client's default units (in, foot, lb) with its inner diameter, saves a typed length back in m, and lists certificates apart from documents", async () => {
    const { context, page } = await newPage(browser);
    const token = await signInByApi(page, "admin@demo.example");
    const spool = (await api("GET", "/api/workpieces/?search=E2E-IMP-1", token)).body.results[0];
    const uom = (await api("GET", "/api/uoms/", token)).body.results.find((row: { is_default: boolean }) => row.is_default);
    const types = (await api("GET", "/api/document-types/?page_size=100", token)).body.results;
    const typeId = (name: string) => types.find((type: { name: string }) => type.name === name).id;
    const document = async (name: string, type: string) =>
      (await api("POST", "/api/documents/", token, { name, type: typeId(type) })).body.id;
    const certificate = await document("E2E-CERT-3.1", "Workpiece certificate");
    const drawing = await document("E2E-CODE", "Code");
    const heat = (
      await api("POST", "/api/workpiece-heats/", token, {
        heat_no: "E2E-H1",
        documents: [await document("E2E-HEATCERT", "Workpiece heat certificate")],
      })
    ).body.id;
    await api("PATCH", `/api/workpieces/${spool.id}/`, token, { documents: [certificate, drawing], heat });
    await api("PATCH", `/api/uoms/${uom.id}/`, token, { workpiece_outer_diameter: "in", workpiece_length: "foot", weight: "lb" });
    try {
      await page.goto(`/workpieces/${spool.id}/edit`);
      // 323.9 mm = 12.752 in, 12.7 mm = 0.5 in, 12 m = 39.37 ft, 1200 kg = 2645.52 lb; 12.752 − 2 × 0.5 = 11.75 in.
      await expect.poll(() => page.getByLabel("Outer diameter (in)").inputValue()).toBe("12.752");
      expect(await page.getByLabel("Wall thickness (in)").inputValue()).toBe("0.5");
      expect(await page.getByLabel("Length (foot)").inputValue()).toBe("39.37");
      expect(await page.getByLabel("Weight (lb)").inputValue()).toBe("2645.52");
      expect(await page.getByTestId("field-nominal_inner_diameter").inputValue()).toBe("11.75");
      await screenshot(page, "workpiece-form-imperial-en-light");
      await page.getByLabel("Length (foot)").fill("40");
      await page.getByTestId("resource-save").click();
      // 40 ft = 12.192 m; the untouched outer diameter keeps its stored 323.9 mm exactly.
      await expect.poll(async () => (await api("GET", `/api/workpieces/${spool.id}/`, token)).body.length).toBe(12.192);
      expect((await api("GET", `/api/workpieces/${spool.id}/`, token)).body).toMatchObject({
        outer_diameter: 323.9,
        wall_thickness: 12.7,
        weight: 1200,
      });

      await page.evaluate(() => {
        localStorage.setItem("weldtrace.language", "fr");
        localStorage.setItem("weldtrace.theme", "dark");
      });
      await page.goto(`/workpieces/${spool.id}/edit`);
      await expect.poll(() => page.getByTestId("field-nominal_inner_diameter").inputValue()).toBe("11,75");
      await screenshot(page, "workpiece-form-imperial-fr-dark");
      await page.getByTestId("tab-certificates").click();
      await expect
        .poll(() => page.getByTestId("workpiece-certificates").locator("tbody tr").allInnerTexts())
        .toEqual([
          // The seeded document types read in French.
          expect.stringMatching(/^E2E-CERT-3\.1\s+Certificat de pièce\s+Pièce/),
          expect.stringMatching(/^E2E-HEATCERT\s+Certificat de coulée de pièce\s+Coulée E2E-H1/),
        ]);
      await screenshot(page, "workpiece-certificates-fr-dark");
      await page.getByTestId("tab-documents").click();
      await expect.poll(() => page.getByTestId("workpiece-documents").locator("tbody tr").count()).toBe(2);
      expect(await page.getByTestId("workpiece-documents").textContent()).toContain("E2E-CODE");
    } finally {
      await api("PATCH", `/api/uoms/${uom.id}/`, token, {
        workpiece_outer_diameter: uom.workpiece_outer_diameter,
        workpiece_length: uom.workpiece_length,
        weight: uom.weight,
      });
    }
    await context.close();
  });
});
