import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, useComputedColorScheme, useMantineTheme } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { RAW_VIEW_MAX_SAMPLES } from "@weldtrace/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { TSignal, TSignalChannel, TSignalView } from "../../api/answers";
import { edgeServerApi } from "../../api/endpoints";
import { downloadFile } from "../../api/files";
import { describeFailure } from "../../components/resource/error-message";
import { formatMoment, formatTimeTick } from "../../i18n/format";

const CHANNELS: { key: TSignalChannel; color: string; limit: string; window: "voltage" | "current" | "wfs" | "ts" }[] = [
  { key: "u", color: "blue", limit: "voltage", window: "voltage" },
  { key: "i", color: "orange", limit: "current", window: "current" },
  { key: "wfs", color: "teal", limit: "wire_feed_speed", window: "wfs" },
  { key: "ts", color: "grape", limit: "travel_speed", window: "ts" },
];

/**
 * The signal of a cycle or a stream (uPlot, the design's chart): per channel the min–max band of the display
 * envelope, its mean, the integration windows' means as steps; for a cycle its bounds, occultation spans, its pass
 * group's limit lines and its alerts as markers. The cursor is shared by the four charts; dragging across one zooms
 * all four to that range, which the server answers from the raw samples once the range is short enough. `focusUs`
 * (an alert's moment, from the cycle page's `?at=`) scrolls the charts into view, zooms them on it and marks it.
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
  const [view, setView] = useState<TSignalView | null>(null);
  const signal = useQuery({
    queryKey: ["signal", path, view],
    queryFn: () => edgeServerApi.signal(path, view),
    // The zoomed charts stay on screen while the view's samples load.
    placeholderData: keepPreviousData,
  });
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
          {view && (
            <Button size="xs" variant="light" onClick={() => setView(null)} data-testid="signal-whole">
              {t("edgeServers.signal.wholeSignal")}
            </Button>
          )}
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
        <Charts signal={signal.data} loading={signal.isPlaceholderData} onZoom={setView} focusUs={focusUs} zoomed={view !== null} />
      )}
    </Paper>
  );
}

function Charts({
  signal,
  loading,
  onZoom,
  focusUs,
  zoomed,
}: {
  signal: TSignal;
  loading: boolean;
  onZoom: (view: TSignalView) => void;
  focusUs: number | null;
  zoomed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const first = signal.t_us[0] ?? 0;
  const last = signal.t_us.at(-1) ?? 0;
  const inside = focusUs !== null && focusUs >= first && focusUs <= last;
  const hz = Number((signal.hz ?? 0).toPrecision(4));
  const hint = !signal.raw
    ? t("edgeServers.signal.hint", { hz, seconds: Number((RAW_VIEW_MAX_SAMPLES / signal.sample_rate).toPrecision(3)) })
    : signal.hz === signal.sample_rate
      ? t("edgeServers.signal.rawHint", { hz })
      : t("edgeServers.signal.rawBucketsHint", { hz });
  return (
    <Stack gap={4} aria-busy={loading}>
      <Text size="xs" c="dimmed" data-testid="signal-hint">
        {loading ? t("edgeServers.signal.loadingView") : hint}
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
          onZoom={onZoom}
          focusUs={inside ? focusUs : null}
          zoomToFocus={inside && !zoomed}
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
  onZoom,
  focusUs,
  zoomToFocus,
}: {
  signal: TSignal;
  channel: (typeof CHANNELS)[number];
  label: string;
  onZoom: (view: TSignalView) => void;
  /** The moment to mark; the charts zoom on it only while the user has not zoomed elsewhere. */
  focusUs: number | null;
  zoomToFocus: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;
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
    const shade = dark ? "rgba(255, 255, 255, 0.08)" : "rgba(0, 0, 0, 0.07)";
    const drawLines = (plot: uPlot) => {
      const context = plot.ctx;
      const { left, top, width, height } = plot.bbox;
      context.save();
      // Occultation: the spans the statistics leave out, shaded under the lines.
      context.fillStyle = shade;
      for (const span of signal.cycle?.occultation ?? []) {
        const from = Math.max(left, plot.valToPos(span.from_us / 1e6, "x", true));
        const to = Math.min(left + width, plot.valToPos(span.to_us / 1e6, "x", true));
        if (to > from) context.fillRect(from, top, to - from, height);
      }
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
        {
          stroke: ink,
          grid: { stroke: grid },
          ticks: { stroke: grid },
          // The app's 24-hour local time in the reader's decimal mark, not uPlot's "5:24am" and US dates.
          space: 80,
          values: (_plot, splits, _axis, _space, increment) => splits.map((at) => formatTimeTick(at, increment, language)),
        },
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
      hooks: {
        draw: [drawLines],
        // A drag across the chart asks the server for that range (raw samples when short enough).
        setSelect: [
          (plot: uPlot) => {
            if (plot.select.width < 2) return;
            const from = plot.posToVal(plot.select.left, "x");
            const to = plot.posToVal(plot.select.left + plot.select.width, "x");
            if (to > from) onZoom({ from_us: from * 1e6, to_us: to * 1e6 });
          },
        ],
      },
    };
    const plot = new uPlot(options, [seconds, values.min, values.max, values.mean, windowMeans] as unknown as uPlot.AlignedData, element);
    if (focusUs !== null && zoomToFocus) {
      const half = focusHalfSpan(seconds);
      plot.setScale("x", { min: focusUs / 1e6 - half, max: focusUs / 1e6 + half });
    }
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 140 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [signal, channel, label, scheme, theme, onZoom, focusUs, zoomToFocus, language]);
  return <div ref={box} aria-label={label} role="img" data-testid={`signal-${channel.key}`} data-focus-us={focusUs ?? undefined} />;
}
