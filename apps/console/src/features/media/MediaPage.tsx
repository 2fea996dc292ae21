import {
  Button,
  Card,
  CardGrid,
  FallbackImage,
  Icon,
  MetaList,
  Page,
  PageHeader,
  Section,
  StatusPill,
  announceUnavailable,
  formatDate,
} from "@hoa/ui";
import mediaPlaceholder from "../../assets/media-placeholder.svg";
import { mediaItems, uploadGuidelines, type MediaItem } from "./mock-data";

function MediaCard({ item }: { item: MediaItem }) {
  return (
    <Card
      title={item.title}
      headingLevel={3}
      media={
        <FallbackImage
          src={item.imageUrl}
          fallbackSrc={mediaPlaceholder}
          alt={item.imageAlt}
          width={640}
          height={360}
          overlay={
            item.kind === "Video" ? (
              <StatusPill tone="neutral">
                Video{item.duration ? ` · ${item.duration}` : ""}
              </StatusPill>
            ) : undefined
          }
        />
      }
    >
      <MetaList
        items={[
          { label: "Album", icon: "image", value: item.album },
          { label: "Added", icon: "calendar", value: formatDate(item.addedOn) },
        ]}
      />
    </Card>
  );
}

export default function MediaPage() {
  return (
    <Page>
      <PageHeader
        title="Media"
        description="Photos and videos from around the community."
        actions={
          <Button
            icon={<Icon name="upload" size={18} />}
            onClick={() => announceUnavailable("Uploading media")}
          >
            Upload media
          </Button>
        }
      />
      <Card title="Upload guidelines" icon={<Icon name="upload" />}>
        <p>{uploadGuidelines}</p>
      </Card>
      <Section title="Library" description={`${mediaItems.length} photos and videos`}>
        <CardGrid as="ul" minColumnWidth={260}>
          {mediaItems.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} />
            </li>
          ))}
        </CardGrid>
      </Section>
    </Page>
  );
}
