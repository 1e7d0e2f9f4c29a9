import { Group, Progress, Text } from "@mantine/core";
import { PASSWORD_MIN, PASSWORD_MIN_SCORE } from "@weldtrace/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

type TEstimate = (password: string, userInputs: string[]) => number;

/** zxcvbn-ts and its dictionaries (about a megabyte) load once, when a password field is first shown. */
let estimator: Promise<TEstimate> | null = null;
function loadEstimator(): Promise<TEstimate> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const factory = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
    return (password, userInputs) => factory.check(password.slice(0, 100), userInputs).score;
  });
  return estimator;
}

const COLOURS = ["red", "red", "orange", "teal", "green"] as const;

/**
 * Issue 26 §9: the password's strength as the user types, estimated as the server does (zxcvbn-ts, the user's email
 * and names as guessable words). The server decides; this only shows how far the password is from its policy.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.filter(Boolean).join("\u0000");
  useEffect(() => {
    let live = true;
    if (!password) {
      setScore(null);
      return;
    }
    void loadEstimator().then((estimate) => {
      if (live) setScore(estimate(password, inputs ? inputs.split("\u0000") : []));
    });
    return () => {
      live = false;
    };
  }, [password, inputs]);
  if (score === null) return null;
  const shown = password.length < PASSWORD_MIN ? Math.min(score, PASSWORD_MIN_SCORE - 1) : score;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="password-strength" data-score={shown}>
      <Progress value={((shown + 1) / 5) * 100} color={COLOURS[shown]} size="sm" style={{ flex: 1 }} aria-hidden />
      <Text size="xs" c="dimmed">
        {t(`session.strength.${shown >= PASSWORD_MIN_SCORE ? "strong" : shown >= 2 ? "fair" : "weak"}`)}
      </Text>
    </Group>
  );
}
