// The UI kit together, in both languages: axe finds no violations (contrast is checked in the browser).
import axe from "axe-core";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "../test/render";
import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  ConfirmDialog,
  DateField,
  ImagePicker,
  Menu,
  Paginator,
  PasswordField,
  RichText,
  SelectField,
  Skeleton,
  Spinner,
  Tab,
  Tabs,
  TextArea,
  TextField,
  ToastRegion,
  VideoEmbed,
  toast,
  useToastStore,
} from "./index";

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    iframes: false,
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

function Gallery({ dialog }: { dialog: boolean }) {
  return (
    <main>
      <h1>Kit</h1>
      <Tabs label="Sections">
        <Tab to="/">Home</Tab>
        <Tab to="/help">Help</Tab>
      </Tabs>
      <Alert tone="error" title="Could not save" onDismiss={() => {}}>
        Try again.
      </Alert>
      <form>
        <TextField label="Email" type="email" error="Enter a valid email address." hint="Hint" />
        <PasswordField label="Password" error={["Too short"]} />
        <TextArea label="Post" />
        <SelectField
          label="Subject"
          placeholder="Please select an option"
          options={[{ value: "1", label: "Spam" }]}
          error="Please select an option"
        />
        <Checkbox label="I agree" error="Tick the box" />
        <DateField label="Date of birth" />
        <ImagePicker label="Photo" onChange={() => {}} currentUrl="/uploads/a.jpg" />
        <Button busy>Save</Button>
        <Button variant="link">More</Button>
      </form>
      <Avatar name="Rahim Uddin" />
      <Avatar name="Karim" src="/uploads/k.jpg" />
      <Menu items={[{ key: "a", label: "Edit", onSelect: () => {} }]} />
      <RichText text={"Hello\nhttps://example.com"} />
      <VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" title="Tutorial" />
      <Spinner />
      <Skeleton avatar />
      <Paginator page={3} lastPage={20} total={400} shown={20} onChange={() => {}} />
      <ToastRegion />
      <ConfirmDialog
        open={dialog}
        title="Delete?"
        confirmLabel="Delete"
        danger
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        It cannot be undone.
      </ConfirmDialog>
    </main>
  );
}

afterEach(() => useToastStore.getState().clear());

describe("UI kit accessibility", () => {
  it.each(["en", "bn"] as const)("has no axe violations (%s)", async (locale) => {
    await renderWithRouter(<Gallery dialog={false} />, { locale });
    act(() => {
      toast("Saved", "success");
    });
    await userEvent.click(screen.getByRole("button", { name: /More actions|আরও অপশন/ }));
    expect(await violations()).toEqual([]);
  });

  it("has no axe violations with a dialog open", async () => {
    await renderWithRouter(<Gallery dialog />);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
