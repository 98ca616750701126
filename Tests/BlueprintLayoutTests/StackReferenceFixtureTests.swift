import BlueprintLayout
import Foundation
import Testing

/// The stack reference fixtures (`reference-fixtures/blueprint/stack/*.json`, values Blueprint's
/// own StackTests assert) ported as Swift: each case measures the root and lays it out, comparing
/// every listed child's absolute frame (children are keyed with the fixture's IDs).
@Suite struct StackReferenceFixtureTests {
    @Test(arguments: StackReferenceFixtureTests.cases)
    func referenceFixture(_ reference: ReferenceCase) {
        let element = reference.element()
        for (constraint, expected) in reference.measurements {
            let size = element.content.measure(in: constraint)
            let matches =
                close(size.width, expected.width, reference.tolerance)
                && close(size.height, expected.height, reference.tolerance)
            #expect(
                matches,
                "\(reference.name): measured \(size) in \(constraint), expected \(expected)"
            )
        }
        for (size, frames) in reference.layouts {
            let result = element.layout(frame: CGRect(origin: .zero, size: size))
            for (key, expected) in frames.sorted(by: { $0.key < $1.key }) {
                let frame = result.frame(forKey: key)
                #expect(frame != nil, "\(reference.name): no node for \(key)")
                guard let frame else { continue }
                let matches =
                    close(frame.origin.x, expected.origin.x, reference.tolerance)
                    && close(frame.origin.y, expected.origin.y, reference.tolerance)
                    && close(frame.size.width, expected.size.width, reference.tolerance)
                    && close(frame.size.height, expected.size.height, reference.tolerance)
                #expect(matches, "\(reference.name) in \(size): \(key) is \(frame), expected \(expected)")
            }
        }
    }

    func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
        abs(a - b) <= tolerance
    }

    static let cases: [ReferenceCase] = [
        ReferenceCase(
            name: "stack/alignment-guides-baseline-row",
            source: "Blueprint StackTests.test_alignmentGuides, StackTests.swift:325",
            tolerance: 0.001,
            element: {
                Row(alignment: .bottom) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(
                            growPriority: 1, shrinkPriority: 1,
                            alignmentGuide: StackLayout.AlignmentGuide { $0.height - 10 }),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(
                            growPriority: 1, shrinkPriority: 1,
                            alignmentGuide: StackLayout.AlignmentGuide { $0.height - 20 }),
                        key: "child2"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .unconstrained, height: .unconstrained), CGSize(width: 300, height: 120))
            ],
            layouts: [
                (
                    CGSize(width: 300, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 90, width: 100, height: 100),
                        "child1": CGRect(x: 100, y: 80, width: 100, height: 100),
                        "child2": CGRect(x: 200, y: 100, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/alignment-guides-overhang-column",
            source: "Blueprint StackTests.test_alignmentGuides, StackTests.swift:287",
            tolerance: 0.001,
            element: {
                Column(alignment: .center) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(
                            growPriority: 1, shrinkPriority: 1,
                            alignmentGuide: StackLayout.AlignmentGuide { _ in 0 }),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(
                            growPriority: 1, shrinkPriority: 1,
                            alignmentGuide: StackLayout.AlignmentGuide { _ in -40 }),
                        key: "child2"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(
                            growPriority: 1, shrinkPriority: 1,
                            alignmentGuide: StackLayout.AlignmentGuide { _ in 160 }),
                        key: "child3"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .unconstrained, height: .unconstrained), CGSize(width: 300, height: 400))
            ],
            layouts: [
                (
                    CGSize(width: 200, height: 400),
                    [
                        "child0": CGRect(x: 110, y: 0, width: 100, height: 100),
                        "child1": CGRect(x: 60, y: 100, width: 100, height: 100),
                        "child2": CGRect(x: 150, y: 200, width: 100, height: 100),
                        "child3": CGRect(x: -50, y: 300, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/column-alignment-fill",
            source: "Blueprint StackTests.test_columnAlignment, StackTests.swift:101",
            tolerance: 0.001,
            element: {
                Column(alignment: .fill) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 200, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 200, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/column-alignment-trailing",
            source: "Blueprint StackTests.test_columnAlignment, StackTests.swift:100",
            tolerance: 0.001,
            element: {
                Column(alignment: .trailing) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 200, height: 100),
                    [
                        "child0": CGRect(x: 100, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/cross-constraints-at-most-50-column",
            source: "Blueprint StackTests.test_crossConstraints, StackTests.swift:418",
            tolerance: 0.001,
            element: {
                Column(alignment: .fill) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(50), height: .unconstrained), CGSize(width: 50, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 50, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 50, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/cross-constraints-unconstrained-row",
            source: "Blueprint StackTests.test_crossConstraints, StackTests.swift:416",
            tolerance: 0.001,
            element: {
                Row(alignment: .fill) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .unconstrained, height: .unconstrained), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 1000),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 1000)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/flexible-contents-column-2",
            source: "Blueprint StackTests.test_flexibleContents, StackTests.swift:1136",
            tolerance: 0.5,
            element: {
                Column(overflow: .condenseUniformly) {
                    StackLayout.Child(
                        element: Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .vertical),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .vertical),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 20, height: 50),
                        "child1": CGRect(x: 0, y: 50, width: 20, height: 50),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/flexible-contents-column-5",
            source: "Blueprint StackTests.test_flexibleContents, StackTests.swift:1169",
            tolerance: 0.5,
            element: {
                Column(overflow: .condenseUniformly) {
                    StackLayout.Child(
                        element: Spacer(size: CGSize(width: 10, height: 10)),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 0),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .vertical),
                        traits: StackLayout.Traits(growPriority: 2, shrinkPriority: 2),
                        key: "child1"
                    )
                    StackLayout.Child(
                        element: Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .vertical),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child2"
                    )
                    StackLayout.Child(
                        element: Spacer(size: CGSize(width: 10, height: 10)),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 0),
                        key: "child3"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 10, height: 10),
                        "child1": CGRect(x: 0, y: 10, width: 50, height: 27),
                        "child2": CGRect(x: 0, y: 36.6667, width: 20, height: 53),
                        "child3": CGRect(x: 0, y: 90, width: 10, height: 10),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/flexible-contents-row-3",
            source: "Blueprint StackTests.test_flexibleContents, StackTests.swift:1147",
            tolerance: 0.5,
            element: {
                Row(overflow: .condenseUniformly) {
                    StackLayout.Child(
                        element: Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .horizontal),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .horizontal),
                        traits: StackLayout.Traits(growPriority: 3, shrinkPriority: 3),
                        key: "child1"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 75, height: 20),
                        "child1": CGRect(x: 75, y: 0, width: 25, height: 50),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/horizontal",
            source: "Blueprint StackTests.test_horizontal, StackTests.swift:33",
            tolerance: 0.001,
            element: {
                Row() {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .unconstrained, height: .unconstrained), CGSize(width: 200, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 200, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100),
                        "child1": CGRect(x: 100, y: 0, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/overflow-condense-proportionally-column-2",
            source: "Blueprint StackTests.test_overflow, StackTests.swift:969",
            tolerance: 0.001,
            element: {
                Column(overflow: .condenseProportionally) {
                    StackLayout.Child(
                        element: Fixed(100, 200),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(100)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/overflow-condense-proportionally-column-5",
            source: "Blueprint StackTests.test_overflow, StackTests.swift:1021",
            tolerance: 0.001,
            element: {
                Column(overflow: .condenseProportionally) {
                    StackLayout.Child(
                        element: Fixed(100, 200),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 2),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(200)), CGSize(width: 100, height: 200))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 120),
                        "child1": CGRect(x: 0, y: 120, width: 100, height: 80),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/overflow-condense-proportionally-row-3",
            source: "Blueprint StackTests.test_overflow, StackTests.swift:979",
            tolerance: 0.001,
            element: {
                Row(overflow: .condenseProportionally) {
                    StackLayout.Child(
                        element: Fixed(200, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 0),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(100)), CGSize(width: 200, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 200, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/overflow-condense-uniformly-column-1",
            source: "Blueprint StackTests.test_overflow, StackTests.swift:949",
            tolerance: 0.001,
            element: {
                Column(overflow: .condenseUniformly) {
                    StackLayout.Child(
                        element: Fixed(100, 200),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(100)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/overflow-condense-uniformly-column-4",
            source: "Blueprint StackTests.test_overflow, StackTests.swift:1033",
            tolerance: 0.001,
            element: {
                Column(overflow: .condenseUniformly) {
                    StackLayout.Child(
                        element: Fixed(100, 300),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 4),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(300)), CGSize(width: 100, height: 300))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 300),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 280),
                        "child1": CGRect(x: 0, y: 280, width: 100, height: 20),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/overflow-condense-uniformly-row-3",
            source: "Blueprint StackTests.test_overflow, StackTests.swift:1005",
            tolerance: 0.001,
            element: {
                Row(overflow: .condenseUniformly) {
                    StackLayout.Child(
                        element: Fixed(300, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(300), height: .atMost(100)), CGSize(width: 300, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 300, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 250, height: 100),
                        "child1": CGRect(x: 250, y: 0, width: 50, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/row-alignment-center",
            source: "Blueprint StackTests.test_rowAlignment, StackTests.swift:144",
            tolerance: 0.001,
            element: {
                Row(alignment: .center) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 50, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/row-alignment-top",
            source: "Blueprint StackTests.test_rowAlignment, StackTests.swift:141",
            tolerance: 0.001,
            element: {
                Row(alignment: .top) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-grow-proportionally-column-3",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:564",
            tolerance: 0.001,
            element: {
                Column(underflow: .growProportionally) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(200)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-grow-proportionally-row-1",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:515",
            tolerance: 0.001,
            element: {
                Row(underflow: .growProportionally) {
                    StackLayout.Child(
                        element: Fixed(0, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(0, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(100)), CGSize(width: 0, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 0, height: 100),
                        "child1": CGRect(x: 0, y: 0, width: 0, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-grow-proportionally-row-4",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:711",
            tolerance: 0.001,
            element: {
                Row(underflow: .growProportionally) {
                    StackLayout.Child(
                        element: Fixed(200, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(600), height: .atMost(100)), CGSize(width: 300, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 600, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 400, height: 100),
                        "child1": CGRect(x: 400, y: 0, width: 200, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-grow-uniformly-column-2",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:586",
            tolerance: 0.001,
            element: {
                Column(underflow: .growUniformly) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(200)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-grow-uniformly-row-1",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:575",
            tolerance: 0.001,
            element: {
                Row(underflow: .growUniformly) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(200), height: .atMost(100)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 200, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 200, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-grow-uniformly-row-4",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:772",
            tolerance: 0.001,
            element: {
                Row(underflow: .growUniformly) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 3, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(600), height: .atMost(100)), CGSize(width: 200, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 600, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 400, height: 100),
                        "child1": CGRect(x: 400, y: 0, width: 200, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-center-column-3",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:641",
            tolerance: 0.001,
            element: {
                Column(underflow: .justifyToCenter) {
                    StackLayout.Child(
                        element: Fixed(100, 12),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(15)), CGSize(width: 100, height: 12))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 15),
                    [
                        "child0": CGRect(x: 0, y: 1.5, width: 100, height: 12)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-center-column-6",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:808",
            tolerance: 0.001,
            element: {
                Column(underflow: .justifyToCenter) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 3, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(400)), CGSize(width: 100, height: 200))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 400),
                    [
                        "child0": CGRect(x: 0, y: 100, width: 100, height: 100),
                        "child1": CGRect(x: 0, y: 200, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-center-row-3",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:641",
            tolerance: 0.001,
            element: {
                Row(underflow: .justifyToCenter) {
                    StackLayout.Child(
                        element: Fixed(12, 100),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(15), height: .atMost(100)), CGSize(width: 12, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 15, height: 100),
                    [
                        "child0": CGRect(x: 1.5, y: 0, width: 12, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-center-row-6",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:808",
            tolerance: 0.001,
            element: {
                Row(underflow: .justifyToCenter) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 3, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(400), height: .atMost(100)), CGSize(width: 200, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 400, height: 100),
                    [
                        "child0": CGRect(x: 100, y: 0, width: 100, height: 100),
                        "child1": CGRect(x: 200, y: 0, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-end-column-3",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:744",
            tolerance: 0.001,
            element: {
                Column(underflow: .justifyToEnd) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(400)), CGSize(width: 100, height: 200))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 400),
                    [
                        "child0": CGRect(x: 0, y: 200, width: 100, height: 100),
                        "child1": CGRect(x: 0, y: 300, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-end-row-2",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:674",
            tolerance: 0.001,
            element: {
                Row(underflow: .justifyToEnd) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(200), height: .atMost(100)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 200, height: 100),
                    [
                        "child0": CGRect(x: 100, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-start-column-1",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:597",
            tolerance: 0.001,
            element: {
                Column(underflow: .justifyToStart) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(200)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-start-column-4",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:796",
            tolerance: 0.001,
            element: {
                Column(underflow: .justifyToStart) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 3, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(400)), CGSize(width: 100, height: 200))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 400),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100),
                        "child1": CGRect(x: 0, y: 100, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-justify-to-start-row-3",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:722",
            tolerance: 0.001,
            element: {
                Row(underflow: .justifyToStart) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(400), height: .atMost(100)), CGSize(width: 200, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 400, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100),
                        "child1": CGRect(x: 100, y: 0, width: 100, height: 100),
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-space-evenly-column-2",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:542",
            tolerance: 0.001,
            element: {
                Column(underflow: .spaceEvenly) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(100), height: .atMost(200)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 100, height: 200),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-space-evenly-row-1",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:531",
            tolerance: 0.001,
            element: {
                Row(underflow: .spaceEvenly) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child0"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(200), height: .atMost(100)), CGSize(width: 100, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 200, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100)
                    ]
                )
            ]
        ),
        ReferenceCase(
            name: "stack/underflow-space-evenly-row-4",
            source: "Blueprint StackTests.test_underflow, StackTests.swift:760",
            tolerance: 0.001,
            element: {
                Row(underflow: .spaceEvenly) {
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 3, shrinkPriority: 1),
                        key: "child0"
                    )
                    StackLayout.Child(
                        element: Fixed(100, 100),
                        traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                        key: "child1"
                    )
                }
            },
            measurements: [
                (SizeConstraint(width: .atMost(400), height: .atMost(100)), CGSize(width: 200, height: 100))
            ],
            layouts: [
                (
                    CGSize(width: 400, height: 100),
                    [
                        "child0": CGRect(x: 0, y: 0, width: 100, height: 100),
                        "child1": CGRect(x: 300, y: 0, width: 100, height: 100),
                    ]
                )
            ]
        ),
    ]
}

/// One reference fixture.
struct ReferenceCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The Blueprint test the values come from.
    var source: String
    var tolerance: CGFloat
    var element: @Sendable () -> Element
    var measurements: [(SizeConstraint, CGSize)]
    var layouts: [(CGSize, [String: CGRect])]

    var testDescription: String { name }
}

/// The fixture format's `Wrap` leaf (Blueprint's `WrappingElement` in StackTests): items in
/// lines along `axis`, `floor(bound / item)` per line (at least one; all of them when unbounded).
fileprivate struct Wrap: Element {
    var itemSize: CGSize
    var itemCount: Int
    var axis: StackLayout.Axis

    var content: ElementContent {
        ElementContent { constraint in
            let (bound, item, cross) =
                axis == .horizontal
                ? (constraint.width, itemSize.width, itemSize.height)
                : (constraint.height, itemSize.height, itemSize.width)
            var perLine = itemCount
            if case .atMost(let maximum) = bound, item > 0 {
                perLine = Int(min(max(1, (maximum / item).rounded(.down)), 1e15))
            }
            let lines = (itemCount + perLine - 1) / max(1, perLine)
            let length = CGFloat(perLine) * item
            let depth = CGFloat(lines) * cross
            return axis == .horizontal ? CGSize(width: length, height: depth) : CGSize(width: depth, height: length)
        }
    }
}
