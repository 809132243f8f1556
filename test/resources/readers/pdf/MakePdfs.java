// Writes the PDF fixtures of the document-reader tests and the side-by-side scenarios with PDFBox 3:
//   java -cp <pdfbox, pdfbox-io, fontbox and spring-jcl (or commons-logging) jars> MakePdfs.java <output folder>
import java.io.File;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageXYZDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;

public class MakePdfs {

	static final PDType1Font REGULAR = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
	static final PDType1Font BOLD = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
	static final PDType1Font SERIF = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);

	public static void main(String[] args) throws Exception {
		File out = new File(args.length > 0 ? args[0] : ".");
		guide(new File(out, "guide.pdf"), true, false);
		guide(new File(out, "guide-invalid-outline.pdf"), true, true);
		guide(new File(out, "guide-no-outline.pdf"), false, false);
		manyPages(new File(out, "many-pages.pdf"), 64);
	}

	/** Three Letter pages: headings, paragraphs, an indented list and a two-column table; an outline with XYZ destinations. */
	static void guide(File file, boolean outline, boolean invalidChapter2) throws Exception {
		try (PDDocument document = new PDDocument()) {
			PDPage p1 = page(document);
			PDPage p2 = page(document);
			PDPage p3 = page(document);
			try (PDPageContentStream s = new PDPageContentStream(document, p1)) {
				text(s, BOLD, 18, 72, 720, "Spring AI Reader Guide");
				text(s, REGULAR, 12, 72, 690, "This guide explains how documents are read into a vector store.");
				text(s, REGULAR, 12, 72, 675, "Each page becomes one document, with its page number as metadata.");
				text(s, BOLD, 14, 72, 640, "Chapter 1: Loading");
				text(s, REGULAR, 12, 72, 620, "Readers take a resource: a file, a class path entry or a URL.");
				text(s, REGULAR, 12, 90, 605, "- Markdown files are cut at headings.");
				text(s, REGULAR, 12, 90, 590, "- HTML files are read with CSS selectors.");
				text(s, REGULAR, 12, 90, 575, "- PDF files are read page by page, or by outline.");
				text(s, SERIF, 11, 72, 540, "A serif line, set in Times Roman at eleven points.");
				text(s, REGULAR, 9, 72, 60, "Page 1 of 3");
			}
			try (PDPageContentStream s = new PDPageContentStream(document, p2)) {
				text(s, BOLD, 14, 72, 720, "Chapter 2: Splitting");
				text(s, REGULAR, 12, 72, 700, "Long documents are split into chunks before they are embedded.");
				text(s, BOLD, 12, 72, 660, "Section 2.1: Token sizes");
				text(s, REGULAR, 12, 72, 640, "Chunk size    Overlap    Model");
				text(s, REGULAR, 12, 72, 625, "800           100        embedding-small");
				text(s, REGULAR, 12, 72, 610, "400           50         embedding-large");
				text(s, REGULAR, 12, 72, 580, "Numbers: 3.14, 42 and 1,000,000 (with punctuation!).");
				text(s, REGULAR, 9, 72, 60, "Page 2 of 3");
			}
			try (PDPageContentStream s = new PDPageContentStream(document, p3)) {
				text(s, BOLD, 14, 72, 720, "Chapter 3: Answering");
				text(s, REGULAR, 12, 72, 700, "The retrieved chunks are added to the prompt as context.");
				text(s, REGULAR, 12, 72, 685, "The model then answers from that context alone.");
				text(s, REGULAR, 9, 72, 60, "Page 3 of 3");
			}
			if (outline) {
				PDDocumentOutline root = new PDDocumentOutline();
				document.getDocumentCatalog().setDocumentOutline(root);
				PDOutlineItem chapter1 = item("Chapter 1", p1, 660);
				PDOutlineItem chapter2 = item("Chapter 2", p2, 740);
				PDOutlineItem section21 = item("Section 2.1", p2, 680);
				PDOutlineItem chapter3 = item("Chapter 3", p3, 740);
				root.addLast(chapter1);
				root.addLast(chapter2);
				chapter2.addLast(section21);
				root.addLast(chapter3);
				if (invalidChapter2) {
					chapter2.setDestination((org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDDestination) null);
				}
			}
			document.save(file);
		}
	}

	static void manyPages(File file, int count) throws Exception {
		try (PDDocument document = new PDDocument()) {
			for (int i = 1; i <= count; i++) {
				PDPage page = page(document);
				try (PDPageContentStream s = new PDPageContentStream(document, page)) {
					text(s, REGULAR, 12, 72, 700, "This is page " + i + " of " + count + ".");
				}
			}
			document.save(file);
		}
	}

	static PDPage page(PDDocument document) {
		PDPage page = new PDPage(PDRectangle.LETTER);
		document.addPage(page);
		return page;
	}

	static PDOutlineItem item(String title, PDPage page, int top) {
		PDPageXYZDestination destination = new PDPageXYZDestination();
		destination.setPage(page);
		destination.setTop(top);
		PDOutlineItem item = new PDOutlineItem();
		item.setTitle(title);
		item.setDestination(destination);
		return item;
	}

	static void text(PDPageContentStream s, PDType1Font font, float size, float x, float y, String text) throws Exception {
		s.beginText();
		s.setFont(font, size);
		s.newLineAtOffset(x, y);
		s.showText(text);
		s.endText();
	}

}
