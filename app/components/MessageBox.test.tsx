import { render as renderElement, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageBox } from "./MessageBox.tsx";

/** Rendered inside the app's router, at an English or a Spanish address (the box's word follows the page's language). */
function render(element: React.ReactElement, path = "/") {
  const Page = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderElement(<Page initialEntries={[path]} />);
}

describe("MessageBox", () => {
  it("announces an error as an alert, with the word Error, not colour alone", () => {
    render(<MessageBox tone="error"><p>The email address or password is incorrect.</p></MessageBox>);
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent(/^Error\s*The email address or password is incorrect\.$/);
    expect(box.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("announces success and notes as status messages with their word", () => {
    render(
      <>
        <MessageBox tone="success"><p>Check your email to confirm your account</p></MessageBox>
        <MessageBox tone="info"><p>Links work for 24 hours.</p></MessageBox>
      </>,
    );
    const [success, note] = screen.getAllByRole("status");
    expect(success).toHaveTextContent(/^Success\s*Check your email to confirm your account$/);
    expect(note).toHaveTextContent(/^Note/);
  });

  it("can take focus when it appears after a submission", () => {
    render(<MessageBox tone="error" focus><p>Too many attempts.</p></MessageBox>);
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("says its word in the page's language", () => {
    render(<MessageBox tone="success"><p>Cuenta creada.</p></MessageBox>, "/es/login");
    expect(screen.getByRole("status")).toHaveTextContent(/^Listo\s*Cuenta creada\.$/);
  });
});
