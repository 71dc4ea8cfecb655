import FinanceAssistant
import Foundation

/// A prompt as a folder a user writes: `prompts/<name>/<version>/` with
/// `instructions.md` (the system prompt, sent verbatim) and `prompt.json`
/// (`{"label", "contract", "fields": {property: description}}`) — see
/// docs/formats.md. Read strictly: unknown keys, a missing or unknown field,
/// an empty description are errors naming the file and the fix.
public enum PromptFolder {
    static let keys: Set<String> = ["label", "contract", "fields"]

    /// The on-device window every prompt is measured against (Foundation Models' context).
    public static let window = 4096

    public static func load(_ folder: URL) throws -> Prompt {
        let shown = DisplayPath.of(folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError(
                file: shown,
                "no such prompt folder; --prompt takes a folder holding instructions.md and prompt.json, e.g. prompts/finely/1"
            )
        }
        let instructionsURL = folder.appendingPathComponent("instructions.md")
        let jsonURL = folder.appendingPathComponent("prompt.json")
        for url in [instructionsURL, jsonURL] where !FileManager.default.fileExists(atPath: url.path) {
            throw InputError(
                file: DisplayPath.of(url),
                "missing; a prompt folder holds instructions.md and prompt.json (docs/formats.md)")
        }
        let (_, instructions) = try TextFile.read(instructionsURL, what: "the instructions")
        guard !instructions.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw InputError(file: DisplayPath.of(instructionsURL), "empty; write the system prompt the model is sent")
        }
        let (json, file) = (
            try JSONDocument.read(jsonURL, what: "the prompt description").value, DisplayPath.of(jsonURL)
        )
        try KnownKeys.check(json, keys, at: "prompt.json", file: file)
        guard let label = json["label"]?.stringValue, !label.isEmpty,
            label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
        else {
            throw InputError(
                file: file, "\"label\" must name the prompt in letters, digits, '-', '_' or '.' (e.g. \"finely-2\")")
        }
        let contracts = ReadingContract.allCases.map(\.rawValue)
        guard let contractText = json["contract"]?.stringValue, let contract = ReadingContract(rawValue: contractText)
        else {
            let given = json["contract"]?.stringValue.map { "'\($0)'" } ?? "none"
            let hint =
                json["contract"]?.stringValue.flatMap { Suggest.closest(to: $0, in: contracts) }
                .map { "did you mean \"\($0)\"? " } ?? ""
            throw InputError(
                file: file, "\"contract\" is \(given); \(hint)use one of \(contracts.joined(separator: ", "))")
        }
        guard case .object(let rawFields)? = json["fields"] else {
            throw InputError(
                file: file,
                "\"fields\" must describe each property of the schema: \(Prompt.fieldNames(for: contract).joined(separator: ", "))"
            )
        }
        let names = Prompt.fieldNames(for: contract)
        try KnownKeys.check(.object(rawFields), Set(names), at: "fields (contract \(contract.rawValue))", file: file)
        var fields: [String: String] = [:]
        for name in names {
            guard let text = rawFields[name]?.stringValue, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InputError(file: file, "fields.\(name) is missing or empty; describe the \(name) for the model")
            }
            fields[name] = text
        }
        return Prompt(label: label, contract: contract, instructions: instructions, fields: fields)
    }

    /// What `tally validate --prompt DIR` says beyond the folder's form: text the
    /// model would read as a template Tally never fills, and the largest prompt
    /// a turn can make against the window.
    public static func check(_ prompt: Prompt, folder: URL) -> [InputError] {
        let file = DisplayPath.of(folder.appendingPathComponent("instructions.md"))
        var out: [InputError] = []
        let placeholders = ["{{", "}}", "${", "%s", "%@", "<INSERT", "TODO"]
        for (number, line) in prompt.instructions.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
            if let marker = placeholders.first(where: { line.contains($0) }) {
                out.append(
                    InputError(
                        file: file, line: number + 1,
                        "holds \"\(marker)\", a placeholder Tally never fills: the instructions are sent verbatim"))
            }
        }
        let budget = largest(prompt)
        if budget.total > window {
            out.append(
                InputError(
                    file: file,
                    "the largest prompt a turn can make is about \(budget.total) tokens (instructions \(budget.instructions), schema \(budget.schema), recap and message \(budget.message)), over the \(window)-token on-device window; shorten the instructions"
                ))
        }
        return out
    }

    /// The largest prompt a turn can make, in estimated tokens: the instructions,
    /// the schema with every choice a turn can be offered (30 shops, every
    /// category, the periods), three recap lines and a message at the cap.
    public static func largest(_ prompt: Prompt) -> (instructions: Int, schema: Int, message: Int, total: Int) {
        let shops = (1...30).map { "Shop name \($0)" }
        let categories = Category.allCases.filter(\.isSpending).map(\.rawValue)
        // Six years of history: the years are choices too.
        let today = Day(dayNumber: 20_530)
        let periods =
            prompt.contract.modelReadsPeriod
            ? PeriodChoice.vocabulary(for: BudgetCalendar(today: today, historyStart: today.adding(years: -6))) : []
        let recapLine = RecapLine(
            Exchange(text: String(repeating: "x", count: 200), reading: Reading(intent: .merchantSpend)))
        let request = ClassificationRequest(
            message: String(repeating: "x", count: AssistantPipeline.maxInputCharacters), locale: .en,
            recap: Array(repeating: recapLine, count: 3), merchantChoices: shops, categoryChoices: categories,
            periodChoices: periods)
        let bare = ClassificationRequest(message: "", locale: .en)
        let total = PromptBuilder.estimatedTokens(for: request, prompt: prompt)
        let withoutSchema = PromptBuilder.estimatedTokens(for: request, prompt: prompt, includingSchema: false)
        let instructions = (prompt.instructions.count + 3) / 4
        let message =
            PromptBuilder.estimatedTokens(for: request, prompt: prompt, includingSchema: false)
            - PromptBuilder.estimatedTokens(for: bare, prompt: prompt, includingSchema: false)
        return (instructions, total - withoutSchema, message, total)
    }
}
