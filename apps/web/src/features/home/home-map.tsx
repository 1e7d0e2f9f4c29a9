import "leaflet/dist/leaflet.css";
import { Alert, Anchor, Group, List, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconMapOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type LatLngTuple, latLngBounds } from "leaflet";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CircleMarker, MapContainer, Popup, TileLayer } from "react-leaflet";
import { Link } from "react-router";
import { generalApi } from "../../api/endpoints";
import type { TResourceRecord } from "../../components/resource/types";
import { StatusBadge } from "../projects/status-badge";

interface TPublicConfig {
  map_tile_url: string;
}
type TProject = TResourceRecord & { id: string; name: string; lat: number | null; lng: number | null };

const located = (project: TProject): project is TProject & { lat: number; lng: number } =>
  typeof project.lat === "number" && typeof project.lng === "number";

/** The projects as links, with their status: the fallback when the map cannot show, and its companion. */
function ProjectList({ projects }: { projects: TProject[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return <Text c="dimmed">{t("pages.noProjects")}</Text>;
  return (
    <List spacing={6} listStyleType="none" data-testid="home-project-list">
      {projects.map((project) => (
        <List.Item key={project.id}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/projects/${project.id}`}>
              {project.name}
            </Anchor>
            <StatusBadge record={project} />
            {!located(project) && (
              <Text size="xs" c="dimmed">
                {t("pages.noLocation")}
              </Text>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Home: a marker per project that has a location, its popup linking to the project. Tiles come from the
 * server's MAP_TILE_URL (/api/public-config/); when they cannot load (offline, blocked), the map gives way to
 * the list of projects.
 */
export function HomeMap() {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const config = useQuery({
    queryKey: ["public-config"],
    queryFn: () => generalApi.publicConfig<TPublicConfig>(),
    staleTime: Infinity,
  });
  const projects = useQuery({
    queryKey: ["projects", "home-map"],
    queryFn: () => generalApi.projectsByName<TProject>(),
  });

  if (config.isPending || projects.isPending) return <Skeleton h={420} />;
  const all = projects.data?.results ?? [];
  const points = all.filter(located);
  const tileUrl = config.data?.map_tile_url;

  if (!tileUrl || tilesFailed || config.isError) {
    return (
      <Stack gap="sm">
        <Alert icon={<IconMapOff />} color="gray" variant="light" data-testid="home-map-fallback">
          {t("pages.mapUnavailable")}
        </Alert>
        <ProjectList projects={all} />
      </Stack>
    );
  }

  const center: LatLngTuple = [30, 0];
  const bounds = points.length > 0 ? latLngBounds(points.map((project) => [project.lat, project.lng] as LatLngTuple)).pad(0.3) : undefined;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="sm" style={{ overflow: "hidden" }} data-testid="home-map">
        <MapContainer
          center={bounds ? undefined : center}
          zoom={bounds ? undefined : 2}
          bounds={bounds}
          boundsOptions={{ maxZoom: 8 }}
          style={{ height: "min(60vh, 520px)", width: "100%" }}
          aria-label={t("pages.homeTitle")}
        >
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          {points.map((project) => (
            <CircleMarker
              key={project.id}
              center={[project.lat, project.lng]}
              radius={9}
              pathOptions={{ color: "#c2410c", weight: 2, fillOpacity: 0.6 }}
            >
              <Popup>
                <Anchor component={Link} to={`/projects/${project.id}`}>
                  {project.name}
                </Anchor>
              </Popup>
            </CircleMarker>
          ))}
        </MapContainer>
      </Paper>
      {all.length > points.length && <ProjectList projects={all.filter((project) => !located(project))} />}
    </Stack>
  );
}
