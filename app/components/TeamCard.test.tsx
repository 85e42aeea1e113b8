import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TeamCard } from "./TeamCard.tsx";

describe("TeamCard", () => {
  it("shows the supplied photo", () => {
    const { container } = render(<ul><TeamCard member={{ name: "Dana Reyes", jobTitle: "Principal Agent", photo: "/agency/team/dana.jpg" }} /></ul>);
    expect(container.querySelector("img")).toHaveAttribute("src", "/agency/team/dana.jpg");
    expect(container.querySelector("[data-initials]")).toBeNull();
  });

  it("shows initials, hidden from screen readers, when there is no photo", () => {
    const { container } = render(<ul><TeamCard member={{ name: "Sam Ortiz", jobTitle: "Account Manager", bio: "Helps business owners." }} /></ul>);
    expect(container.querySelector("img")).toBeNull();
    const avatar = container.querySelector("[data-initials]");
    expect(avatar).toHaveTextContent("SO");
    expect(avatar).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("heading", { name: "Sam Ortiz" })).toBeInTheDocument();
    expect(screen.getByText("Helps business owners.")).toBeInTheDocument();
  });
});
