import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { EditorFieldsProps, ManagedPost } from "../../lib/blog-manager.ts";
import { PublishControls } from "./PublishControls.tsx";

const post = (fields: Partial<ManagedPost>): ManagedPost => ({
  id: "p1", title: "T", slug: "t", excerpt: null, content: "", featured_image: null, featured_image_id: null, featured_image_alt: null,
  seo_title: null, seo_description: null, canonical_url: null, status: "draft", tags: [], author_id: null, created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z", published_at: null, scheduled_at: null, views: 0, locale: "en", ...fields,
});

function renderControls(props: Partial<EditorFieldsProps> & { values?: Record<string, string> }) {
  const initial = (name: string, fallback: string | null | undefined) => props.values?.[name] ?? fallback ?? "";
  const element = (
    <form>
      <PublishControls post={props.post} initial={initial} errors={props.errors} saving={false} />
    </form>
  );
  // Inside the app's router: the fields' labels read the page's language from it.
  const Page = createRoutesStub([{ path: "*", Component: () => element }]);
  render(<Page />);
}

const buttons = () => screen.getAllByRole("button").map((b) => [b.textContent, b.getAttribute("value")]);

describe("PublishControls", () => {
  it("offers a new post or a draft Save as Draft (first), Schedule in Las Vegas time, and Publish", () => {
    renderControls({});
    expect(buttons()).toEqual([["Save as Draft", "draft"], ["Schedule", "schedule"], ["Publish", "publish"]]);
    expect(screen.getByRole("group", { name: "Schedule" })).toHaveAccessibleDescription(/Las Vegas time/);
    expect(screen.getByLabelText(/Go-live date/)).toHaveValue("");
    expect(screen.getByLabelText(/Go-live time/)).toHaveAccessibleDescription("Las Vegas time");
  });

  it("tells when a scheduled post goes live, fills in its Las Vegas date and time, and offers to keep, unschedule or publish it", () => {
    renderControls({ post: post({ status: "scheduled", scheduled_at: "2026-12-03T17:30:00.000Z" }) });
    expect(screen.getByText(/^Scheduled for/).textContent).toBe("Scheduled for Thursday, December 3, 2026, 9:30 AM Las Vegas time. Visitors cannot see it until then.");
    expect(screen.getByLabelText(/Go-live date/)).toHaveValue("2026-12-03");
    expect(screen.getByLabelText(/Go-live time/)).toHaveValue("09:30");
    expect(buttons()).toEqual([["Update Scheduled", "schedule"], ["Unschedule", "draft"], ["Publish Now", "publish"]]);
  });

  it("gives back what was typed and shows the refusal on its field", () => {
    renderControls({
      post: post({ status: "scheduled", scheduled_at: "2026-12-03T17:30:00.000Z" }),
      values: { schedule_date: "2020-01-01", schedule_time: "08:15" },
      errors: { schedule_date: "Please choose a date and time still ahead (Las Vegas time)." },
    });
    const date = screen.getByLabelText(/Go-live date/);
    expect(date).toHaveValue("2020-01-01");
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAccessibleDescription(/Please choose a date and time still ahead/);
    expect(screen.getByLabelText(/Go-live time/)).toHaveValue("08:15");
  });

  it("offers a published post no schedule", () => {
    renderControls({ post: post({ status: "published", published_at: "2026-11-02T00:00:00.000Z", scheduled_at: "2026-11-02T00:00:00.000Z" }) });
    expect(buttons()).toEqual([["Update Published", "publish"], ["Save as Draft", "draft"]]);
    expect(screen.queryByLabelText(/Go-live/)).toBeNull();
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
  });
});
