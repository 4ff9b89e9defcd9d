import Foundation
import SwiftSyntax

/// Foundation's measurements: `Measurement(value: 42.195, unit: UnitLength.kilometers)`, its
/// `value`, `unit` and `converted(to:)`, and the units of length, mass, volume, temperature,
/// duration, speed, area, energy and angle by name (`UnitTemperature.celsius`, or `.celsius` where
/// the unit's type is known). The arithmetic is Foundation's own.
enum MeasurementValues {
    /// The unit types, each with its units by name.
    static let units: [String: [String: Dimension]] = [
        "UnitLength": [
            "meters": UnitLength.meters, "kilometers": UnitLength.kilometers, "centimeters": UnitLength.centimeters,
            "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "yards": UnitLength.yards, "feet": UnitLength.feet,
            "inches": UnitLength.inches, "nauticalMiles": UnitLength.nauticalMiles, "decimeters": UnitLength.decimeters,
            "micrometers": UnitLength.micrometers, "lightyears": UnitLength.lightyears,
        ],
        "UnitMass": [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams, "pounds": UnitMass.pounds,
            "ounces": UnitMass.ounces, "stones": UnitMass.stones, "metricTons": UnitMass.metricTons, "shortTons": UnitMass.shortTons,
        ],
        "UnitVolume": [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "centiliters": UnitVolume.centiliters,
            "deciliters": UnitVolume.deciliters, "cubicMeters": UnitVolume.cubicMeters, "cubicCentimeters": UnitVolume.cubicCentimeters,
            "cups": UnitVolume.cups, "pints": UnitVolume.pints, "quarts": UnitVolume.quarts, "gallons": UnitVolume.gallons,
            "fluidOunces": UnitVolume.fluidOunces, "teaspoons": UnitVolume.teaspoons, "tablespoons": UnitVolume.tablespoons,
            "imperialGallons": UnitVolume.imperialGallons, "imperialPints": UnitVolume.imperialPints,
            "imperialFluidOunces": UnitVolume.imperialFluidOunces, "metricCups": UnitVolume.metricCups,
        ],
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit, "kelvin": UnitTemperature.kelvin],
        "UnitDuration": [
            "seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes, "hours": UnitDuration.hours,
            "milliseconds": UnitDuration.milliseconds,
        ],
        "UnitSpeed": [
            "metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ],
        "UnitArea": [
            "squareMeters": UnitArea.squareMeters, "squareKilometers": UnitArea.squareKilometers, "squareFeet": UnitArea.squareFeet,
            "squareMiles": UnitArea.squareMiles, "acres": UnitArea.acres, "hectares": UnitArea.hectares,
        ],
        "UnitEnergy": [
            "joules": UnitEnergy.joules, "kilojoules": UnitEnergy.kilojoules, "calories": UnitEnergy.calories,
            "kilocalories": UnitEnergy.kilocalories, "kilowattHours": UnitEnergy.kilowattHours,
        ],
        "UnitAngle": ["degrees": UnitAngle.degrees, "radians": UnitAngle.radians, "revolutions": UnitAngle.revolutions],
    ]

    static let typeNames: Set<String> = Set(units.keys).union(["Measurement", "Dimension", "Unit"])

    /// `UnitLength.kilometers`.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        units[type]?[name].map { .native($0) }
    }

    /// `Measurement(value: 3, unit: UnitLength.miles)`.
    static func construct(_ r: inout ArgReader, _ ev: Evaluator) throws -> Value {
        guard let v = r.named("value") else { throw r.missing("'value:'") }
        guard let u = r.named("unit") else { throw r.missing("'unit:'") }
        guard let value = Conversions.double(v.value) else { throw EvalError("expected a number, got \(v.value.typeName)", v.node) }
        return .native(Measurement(value: value, unit: try unit(u.value, nil, node: u.node)))
    }

    /// `.value`, `.unit`, `.description` of a measurement; `.symbol` of a unit.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let m as Measurement<Dimension>):
            switch name {
            case "value": return .double(m.value)
            case "unit": return .native(m.unit)
            case "description": return .string(m.description)
            default: return nil
            }
        case .native(let u as Dimension):
            return name == "symbol" ? .string(u.symbol) : nil
        default: return nil
        }
    }

    /// `m.converted(to: .miles)`: in a unit of the measurement's own dimension.
    static func callMethod(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard case .native(let m as Measurement<Dimension>) = base, name == "converted" else { return nil }
        guard let a = args.items.first, args.items.count == 1, a.label == "to" else {
            throw EvalError("converted(to:) takes one unit", node)
        }
        let target = try unit(a.value, type(of: m.unit), node: a.node)
        guard type(of: target) == type(of: m.unit) else {
            throw EvalError("cannot convert a measurement in \(type(of: m.unit)) to \(type(of: target))", a.node)
        }
        return .native(m.converted(to: target))
    }

    /// A unit value, or `.name` of the unit type `like` (the measurement's own).
    private static func unit(_ v: Value, _ like: Dimension.Type?, node: Syntax?) throws -> Dimension {
        switch v {
        case .native(let u as Dimension): return u
        case .implicitMember(let name, nil):
            if let like, let u = units["\(like)"]?[name] { return u }
            // `Measurement(value: 72, unit: .fahrenheit)` where the measurement's type is declared
            // elsewhere: a name that only one unit type has is that type's.
            if like == nil {
                let owners = units.values.compactMap { $0[name] }
                if owners.count == 1 { return owners[0] }
            }
            throw EvalError("'.\(name)' is not a unit here; write its type (UnitLength.\(name))", node)
        default: throw EvalError("expected a unit (UnitLength.meters, …), got \(v.typeName)", node)
        }
    }
}
