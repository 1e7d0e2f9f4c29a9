import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, useComputedColorScheme, useMantineTheme } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { downloadFile } from "../../api/files";
import { describeFailure } from "../../components/resource/error-message";
import { formatMoment } from "../../i18n/format";
import { getSignal, type TSignal, type TSignalChannel } from "./api";

const CHANNELS: { key: TSignalChannel; color: string; limit: string; window: "voltage" | "current" | "wfs" | "ts" }[] = [
  { key: "u", color: "blue", limit: "voltage", window: "voltage" },
  { key: "i", color: "orange", limit: "current", window: "current" },
  { key: "wfs", color: "teal", limit: "wire_feed_speed", window: "wfs" },
  { key: "ts", color: "grape", limit: "travel_speed", window: "ts" },
];

/**
 * The signal of a cycle or a stream (uPlot, the design's chart): per channel the min–max band of the display
 * envelope, its mean, the integration windows' means as steps; for a cycle its bounds, its pass group's limit
 * lines and its alerts as markers. Cursor and zoom (drag to select) are shared by the four charts. `focusUs` (an
 * alert's moment, from the cycle page's `?at=`) scrolls the charts into view, zooms them on it and marks it.
 */
export function SignalChart({
  path,
  rawPath,
  name,
  focusUs = null,
}: {
  path: string;
  rawPath: string;
  name: string;
  focusUs?: number | null;
}) {
  const { t } = useTranslation();
  const signal = useQuery({ queryKey: ["signal", path], queryFn: () => getSignal(path) });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const paper = useRef<HTMLDivElement>(null);
  const loaded = signal.isSuccess;
  useEffect(() => {
    if (loaded && focusUs !== null) paper.current?.scrollIntoView({ block: "start" });
  }, [loaded, focusUs]);
  const download = async (format: "csv" | "arrow") => {
    setDownloading(format);
    setFailed(!(await downloadFile(`${rawPath}?format=${format}`, `${name}.${format}`)));
    setDownloading(null);
  };
  return (
    <Paper withBorder p="md" data-testid="signal-chart" ref={paper}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t("edgeServers.signal.title")}</Title>
        <Group gap="xs">
          <Button size="xs" variant="default" loading={downloading === "csv"} onClick={() => void download("csv")} data-testid="raw-csv">
            {t("edgeServers.signal.downloadCsv")}
          </Button>
          <Button size="xs" variant="default" loading={downloading === "arrow"} onClick={() => void download("arrow")}>
            {t("edgeServers.signal.downloadArrow")}
          </Button>
        </Group>
      </Group>
      {failed && (
        <Alert color="red" mb="sm">
          {t("edgeServers.signal.downloadFailed")}
        </Alert>
      )}
      {signal.isPending ? (
        <Skeleton h={360} />
      ) : signal.isError ? (
        <Alert color="red">{describeFailure(signal.error)}</Alert>
      ) : signal.data.t_us.length === 0 ? (
        <Text c="dimmed">{t("edgeServers.signal.empty")}</Text>
      ) : (
        <Charts signal={signal.data} focusUs={focusUs} />
      )}
    </Paper>
  );
}

function Charts({ signal, focusUs }: { signal: TSignal; focusUs: number | null }) {
  const { t, i18n } = useTranslation();
  const first = signal.t_us[0] ?? 0;
  const last = signal.t_us.at(-1) ?? 0;
  const inside = focusUs !== null && focusUs >= first && focusUs <= last;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t("edgeServers.signal.hint", { hz: signal.hz ?? 0 })}
      </Text>
      {focusUs !== null && (
        <Alert color={inside ? "orange" : "yellow"} py={6} data-testid="signal-focus">
          {t(inside ? "edgeServers.signal.focus" : "edgeServers.signal.focusOutside", { time: formatMoment(focusUs, i18n.language) })}
        </Alert>
      )}
      {CHANNELS.map((channel) => (
        <ChannelChart
          key={channel.key}
          signal={signal}
          channel={channel}
          label={t(`edgeServers.signal.${channel.key}`)}
          focusUs={inside ? focusUs : null}
        />
      ))}
    </Stack>
  );
}

const SYNC_KEY = "weldtrace-signal";

/** Seconds shown on each side of a focused moment: 5 % of the signal, at least one second. */
const focusHalfSpan = (seconds: number[]) => Math.max(1, ((seconds.at(-1) ?? 0) - (seconds[0] ?? 0)) * 0.05);

function ChannelChart({
  signal,
  channel,
  label,
  focusUs,
}: {
  signal: TSignal;
  channel: (typeof CHANNELS)[number];
  label: string;
  focusUs: number | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scheme = useComputedColorScheme("light");
  const theme = useMantineTheme();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const dark = scheme === "dark";
    const ink = dark ? theme.colors.dark[0] : theme.colors.gray[8];
    const grid = dark ? theme.colors.dark[4] : theme.colors.gray[3];
    const color = theme.colors[channel.color]?.[dark ? 4 : 7] ?? "#228be6";
    const band = theme.colors[channel.color]?.[dark ? 8 : 2] ?? "#d0ebff";
    const seconds = signal.t_us.map((us) => us / 1e6);
    const values = signal[channel.key];
    // Window means as a step series on the bucket times.
    const windowMeans = seconds.map((s) => {
      const us = s * 1e6;
      const found = signal.windows.find((window) => window.from_us <= us && us < window.to_us);
      return found ? found[channel.window] : null;
    });
    const limits = signal.cycle?.limits.find((limit) => limit.parameter === channel.limit) ?? null;
    const markers = [
      ...(signal.cycle?.start_us ? [{ s: signal.cycle.start_us / 1e6, color: ink, dash: [] as number[] }] : []),
      ...(signal.cycle?.stop_us ? [{ s: signal.cycle.stop_us / 1e6, color: ink, dash: [] as number[] }] : []),
      ...(signal.cycle?.alerts ?? [])
        .filter((alert) => alert.parameter === channel.limit)
        .map((alert) => ({ s: alert.us / 1e6, color: theme.colors.red[6], dash: [4, 4] })),
      ...(focusUs !== null ? [{ s: focusUs / 1e6, color: theme.colors.orange[dark ? 4 : 7], dash: [] as number[], width: 3 }] : []),
    ];
    const drawLines = (plot: uPlot) => {
      const context = plot.ctx;
      const { left, top, width, height } = plot.bbox;
      context.save();
      context.lineWidth = Math.max(1, devicePixelRatio);
      for (const marker of markers) {
        const x = plot.valToPos(marker.s, "x", true);
        if (x < left || x > left + width) continue;
        context.strokeStyle = marker.color;
        context.lineWidth = ("width" in marker ? (marker.width as number) : 1) * Math.max(1, devicePixelRatio);
        context.setLineDash(marker.dash);
        context.beginPath();
        context.moveTo(x, top);
        context.lineTo(x, top + height);
        context.stroke();
      }
      context.lineWidth = Math.max(1, devicePixelRatio);
      context.setLineDash([6, 4]);
      context.strokeStyle = theme.colors.red[6];
      for (const value of [limits?.min, limits?.max]) {
        if (value === null || value === undefined) continue;
        const y = plot.valToPos(value, "y", true);
        if (y < top || y > top + height) continue;
        context.beginPath();
        context.moveTo(left, y);
        context.lineTo(left + width, y);
        context.stroke();
      }
      context.restore();
    };
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: 140,
      cursor: { sync: { key: SYNC_KEY, setSeries: false }, drag: { x: true, y: false } },
      legend: { show: false },
      scales: { x: { time: true } },
      axes: [
        { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid } },
        { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, label, labelSize: 18, size: 56 },
      ],
      series: [
        {},
        { label: "min", stroke: band, width: 1 },
        { label: "max", stroke: band, width: 1 },
        { label: "mean", stroke: color, width: 1.5 },
        { label: "window", stroke: theme.colors.gray[6], width: 1, paths: uPlot.paths.stepped?.({ align: 1 }) },
      ],
      bands: [{ series: [2, 1], fill: band }],
      hooks: { draw: [drawLines] },
    };
    const plot = new uPlot(options, [seconds, values.min, values.max, values.mean, windowMeans] as unknown as uPlot.AlignedData, element);
    if (focusUs !== null) {
      const half = focusHalfSpan(seconds);
      plot.setScale("x", { min: focusUs / 1e6 - half, max: focusUs / 1e6 + half });
    }
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 140 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [signal, channel, label, scheme, theme, focusUs]);
  return <div ref={box} aria-label={label} role="img" data-testid={`signal-${channel.key}`} data-focus-us={focusUs ?? undefined} />;
}
