import { formatPrice } from "@bookstore/schema/price";
import { Document, Font, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { taxRateText, type ChargeLine } from "../charge-lines";

// A numbered sales document as a PDF (@react-pdf/renderer): the invoice of a shipped order, and the credit note of
// a refund, which differ only in their title, number, the invoice a credit note refers to, and their lines.

// DejaVu Sans writes every European script a buyer's name or a book's title may hold (the PDF's built-in Helvetica
// writes Latin-1 only: "Łukasz" came out as "Aukasz"); only the glyphs used are embedded.
const FONT = "DejaVu Sans";

/** Registers the documents' font from its files, which only the renderer's host can locate. Once, before drawing. */
export function registerDocumentFont(files: { regular: string; bold: string }) {
  Font.register({ family: FONT, fonts: [{ src: files.regular }, { src: files.bold, fontWeight: "bold" }] });
}

// Words wrap whole: an email, a tax id or a document number split by a hyphen would no longer be itself.
Font.registerHyphenationCallback((word) => [word]);

export type SalesDocumentKind = "invoice" | "credit-note";

const TITLES: Record<SalesDocumentKind, string> = { invoice: "Invoice", "credit-note": "Credit note" };

export interface SalesDocumentProps {
  kind: SalesDocumentKind;
  number: string;
  /** The date of issue as printed ("28 November 2026"). */
  issuedOn: string;
  /** The order it belongs to (its BK- number). */
  orderNumber: string;
  /** The invoice a credit note corrects. */
  invoiceNumber?: string;
  seller: { name: string; address: string; taxId: string };
  buyer: { name: string; email: string; addressLines: string[] };
  /** The books, a credit note's negative: what it takes back. */
  lines: { title: string; amount: number }[];
  /** The money under the books, as the order's mails list it (charge-lines.ts). */
  totals: ChargeLine[];
  /** The tax by rate; null when none was charged. */
  tax: { rate: number; amount: number; included: boolean } | null;
  /** A closing line: how it was or will be paid. */
  note?: string;
}

const INK = "#0d0842";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

const styles = StyleSheet.create({
  page: { padding: 48, fontFamily: FONT, fontSize: 10, color: INK, lineHeight: 1.4 },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 28 },
  title: { fontSize: 22, lineHeight: 1.2, marginBottom: 4, fontWeight: "bold" },
  label: { color: MUTED, fontSize: 8, textTransform: "uppercase", marginBottom: 2 },
  strong: { fontWeight: "bold" },
  parties: { flexDirection: "row", marginBottom: 24 },
  party: { flex: 1, paddingRight: 16 },
  row: { flexDirection: "row", paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: RULE },
  headRow: { flexDirection: "row", paddingVertical: 4, borderBottomWidth: 1, borderBottomColor: INK },
  grow: { flex: 1, paddingRight: 12 },
  amount: { width: 90, textAlign: "right" },
  totals: { marginTop: 12, marginLeft: "auto", width: 260 },
  totalRow: { flexDirection: "row", paddingVertical: 2 },
  section: { marginTop: 20 },
  note: { marginTop: 28, color: MUTED },
});

export function SalesDocument({
  kind,
  number,
  issuedOn,
  orderNumber,
  invoiceNumber,
  seller,
  buyer,
  lines,
  totals,
  tax,
  note,
}: SalesDocumentProps) {
  const title = TITLES[kind];
  return (
    <Document title={`${title} ${number}`} author={seller.name} subject={`Order ${orderNumber}`}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.title}>{title}</Text>
            <Text>{number}</Text>
          </View>
          <View style={{ textAlign: "right" }}>
            <Text>Date of issue: {issuedOn}</Text>
            <Text>Order: {orderNumber}</Text>
            {invoiceNumber ? <Text>Invoice: {invoiceNumber}</Text> : null}
          </View>
        </View>

        <View style={styles.parties}>
          <View style={styles.party}>
            <Text style={styles.label}>From</Text>
            <Text style={styles.strong}>{seller.name}</Text>
            {seller.address ? <Text>{seller.address}</Text> : null}
            {seller.taxId ? <Text>Tax id: {seller.taxId}</Text> : null}
          </View>
          <View style={styles.party}>
            <Text style={styles.label}>Bill to</Text>
            <Text style={styles.strong}>{buyer.name}</Text>
            {buyer.addressLines.map((line, i) => (
              <Text key={i}>{line}</Text>
            ))}
            <Text>{buyer.email}</Text>
          </View>
        </View>

        <View style={styles.headRow}>
          <Text style={[styles.grow, styles.strong]}>Item</Text>
          <Text style={[styles.amount, styles.strong]}>Amount</Text>
        </View>
        {lines.map((line, i) => (
          <View key={i} style={styles.row} wrap={false}>
            <Text style={styles.grow}>{line.title}</Text>
            <Text style={styles.amount}>{formatPrice(line.amount)}</Text>
          </View>
        ))}

        <View style={styles.totals} wrap={false}>
          {totals.map((line, i) => (
            <View key={i} style={styles.totalRow}>
              <Text style={[styles.grow, line.total ? styles.strong : {}]}>{line.label}</Text>
              <Text style={[styles.amount, line.total ? styles.strong : {}]}>{line.value}</Text>
            </View>
          ))}
        </View>

        {tax ? (
          <View style={styles.section} wrap={false}>
            <Text style={styles.label}>Tax by rate</Text>
            <View style={styles.headRow}>
              <Text style={[styles.grow, styles.strong]}>Rate</Text>
              <Text style={[styles.amount, styles.strong]}>Tax</Text>
            </View>
            <View style={styles.row}>
              <Text style={styles.grow}>
                {taxRateText(tax.rate)} {tax.included ? "(included in the prices)" : "(added)"}
              </Text>
              <Text style={styles.amount}>{formatPrice(tax.amount)}</Text>
            </View>
          </View>
        ) : null}

        {note ? <Text style={styles.note}>{note}</Text> : null}
      </Page>
    </Document>
  );
}
