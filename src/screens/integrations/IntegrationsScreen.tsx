// PENDING: replaced by the screen's real implementation.
export default function Pending() {
  return null
}
