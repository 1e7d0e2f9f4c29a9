import { ZBevelDimension } from "@weldtrace/domain";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import i18n, { translateIssue } from "./index";

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe("form errors raised in the browser are translated by the code their issue carries", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("a built-in check and a refinement read in French by their codes and parameters", async () => {
    await i18n.changeLanguage("fr");
    const [missing] = issuesOf(z.object({ name: z.string().min(1) }), {});
    expect(missing && translateIssue(missing)).toBe("Obligatoire");
    const dimension = { name: "A", unit_of_measure: "degrees", value: 400, tolerance_min: 0, tolerance_max: 0, index: 0 };
    const [angle] = issuesOf(ZBevelDimension, dimension);
    expect(angle?.message).toBe("Value must be between 0 and 360");
    expect(angle && translateIssue(angle)).toBe("La valeur doit être comprise entre 0 et 360");
    await i18n.changeLanguage("en");
    expect(angle && translateIssue(angle)).toBe("Value must be between 0 and 360");
  });

  it("an issue without a code shows its text as it is, even when the text is a catalogue one", async () => {
    await i18n.changeLanguage("fr");
    const [plain] = issuesOf(z.string().min(3, "Required"), "a");
    expect(plain && translateIssue(plain)).toBe("Required");
  });
});
