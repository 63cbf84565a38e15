export function FailureNotice({ id, messages }: { id: string; messages: string[] | null }) {
  if (!messages) return null;
  return (
    <div id={id} role="alert" className="form__notice form__notice--error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
